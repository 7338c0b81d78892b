import { definePolicy } from '../types.ts';

const policy = definePolicy({
  id: 'code-of-conduct',
  title: 'Code of Conduct',
  overview:
    'This Code of Conduct describes the ethical and professional behavior [Company Name] expects from everyone who works for it, from the founders and board to new interns and contractors. Customers trust [Company Name] with their data and their business, and that trust depends on how each of us acts when no one is checking: being honest in what we say and record, avoiding conflicts between personal interests and the company’s, protecting confidential information, and treating colleagues with respect. The Code sets concrete rules, explains how to raise a concern, and describes what happens when the Code is broken. [Policy Owner] owns the Code; leadership is expected to model it.',
  sections: [
    {
      title: 'Purpose',
      content:
        'The Code sets a clear, shared standard of integrity and ethical behavior at [Company Name]. It supports a culture in which people do the right thing, raise concerns without fear, and are held accountable consistently. It also records the commitments the company makes to customers, investors and auditors about its control environment, including honest financial reporting.',
    },
    {
      title: 'Scope',
      content: [
        'All employees, officers and interns of [Company Name], in every country where the company operates.',
        'Members of the board of directors and advisors, in their work for the company.',
        'Contractors, consultants and temporary staff, who are bound by the Code through their agreements.',
        'Conduct at work, at company events, while traveling on company business, and online whenever a person is identifiable as representing [Company Name].',
      ],
    },
    {
      title: 'Roles and Responsibilities',
      content: [
        '[Policy Owner] owns the Code, answers questions about it, maintains the conflict-of-interest and gifts registers, and reports Code matters to leadership and, where one exists, the board or its audit committee at least twice a year.',
        'Leadership sets the tone by following the Code visibly, making decisions consistent with it and supporting people who raise concerns.',
        'Managers make sure their teams know the Code, address concerns raised with them, and pass any report of a possible violation to [Policy Owner] or People Operations within 2 business days.',
        'People Operations collects acknowledgements of the Code at onboarding and each year, and runs investigations of conduct complaints.',
        'Everyone covered by the Code reads it, follows it, asks when unsure and reports suspected violations.',
      ],
    },
    {
      title: 'Expected Conduct',
      content: [
        'Act honestly and in good faith with customers, colleagues, partners, investors and regulators. Do not mislead anyone about the product, its security or its capabilities, including in sales conversations and security questionnaires.',
        'Follow the law in every country where you work, and the company’s policies. When a law and this Code differ, follow the stricter standard.',
        'Use company money, equipment and time for legitimate company purposes, and submit accurate expense claims with receipts.',
        'Keep records accurate and complete. Never create false entries, backdate documents, or hide transactions in financial, sales, time-tracking or compliance records, including evidence provided to auditors.',
        'Compete fairly. Do not obtain competitors’ confidential information improperly or make false statements about them.',
        'Never offer, pay, request or accept a bribe or kickback, directly or through a third party. Facilitation payments are prohibited.',
        'Gifts and hospitality to or from customers, vendors or officials must be modest, infrequent and never linked to a decision. Any gift or hospitality worth more than $100 is recorded in the gifts register within 10 business days; anything worth more than $250 needs approval from [Policy Owner] in advance. Gifts to government officials require advance approval regardless of value.',
        'Speak for [Company Name] in public, including to the press or on social media, only when authorized.',
      ],
    },
    {
      title: 'Conflicts of Interest',
      content: [
        'A conflict of interest exists when a personal interest, relationship or activity could influence, or appear to influence, your decisions at work.',
        'Disclose in writing to [Policy Owner] before it begins, or as soon as you become aware of it, any: financial interest in a customer, vendor or competitor, other than small holdings in public companies; outside employment, consulting or board role; close personal relationship with someone you manage or whose work you approve; or involvement in a vendor selection where a relative or friend has an interest.',
        'Outside work must not compete with [Company Name], use company time, equipment or information, or interfere with your responsibilities.',
        '[Policy Owner] records each disclosure and the decision in the conflict-of-interest register, along with any conditions, such as removing the person from a purchasing decision.',
        'All personnel complete an annual conflict-of-interest declaration as part of the yearly Code acknowledgement, even if they have nothing to disclose.',
        'Officers and directors disclose related-party transactions to the board before the transaction is entered into.',
      ],
    },
    {
      title: 'Confidentiality',
      content: [
        'Protect confidential information belonging to [Company Name], its customers and partners, including customer data, source code, security details, financial results, pricing, product plans and personnel information.',
        'Access and share confidential information only as your role requires, and handle it according to the Data Classification Policy.',
        'Do not bring confidential information from a previous employer to [Company Name] or use it in your work.',
        'Do not trade in the securities of [Company Name] or any other company while holding material non-public information about it, or share such information with others who might trade.',
        'Confidentiality obligations continue after you leave [Company Name]. On departure, return or delete all company information in your possession.',
        'Nothing in this Code prevents anyone from reporting possible violations of law to a government agency or regulator, or from discussing wages and working conditions where the law protects that right.',
      ],
    },
    {
      title: 'Anti-Harassment and Non-Discrimination',
      content: [
        '[Company Name] makes employment decisions on merit and does not discriminate on the basis of race, color, religion, sex, sexual orientation, gender identity or expression, national origin, age, disability, genetic information, veteran status, or any other status protected by law.',
        'Harassment of any kind is prohibited, including unwelcome sexual advances, offensive jokes or slurs, intimidation, and the display or sharing of offensive material, whether in person, in chat, on video calls or at company events.',
        'Personnel complete anti-harassment training at onboarding and at the intervals local law requires, and at least once every 24 months. Managers complete additional training on handling complaints.',
        'Complaints are investigated promptly, impartially and as confidentially as the investigation allows. The person reporting is told when the investigation is closed.',
        'Reasonable accommodations are provided for disability and religious practice on request, as required by law.',
      ],
    },
    {
      title: 'Reporting Concerns',
      content: [
        'Report suspected violations of this Code, the law or company policy to your manager, to [Policy Owner], to People Operations, or through the confidential and anonymous channel described in the Whistleblower Policy.',
        'Concerns about accounting, internal controls, auditing or fraud may also be raised directly with the board or its audit committee through the whistleblower channel.',
        'Every report is logged, assessed within 5 business days, and investigated by someone independent of the matter reported.',
        'Retaliation against anyone who raises a concern in good faith, or who takes part in an investigation, is prohibited and is itself a serious violation of this Code.',
        'Knowingly making a false report is a violation of this Code.',
      ],
    },
    {
      title: 'Exceptions',
      content:
        'Waivers of this Code are rare. A request is made in writing to [Policy Owner] and requires approval by [Approver]. A waiver for an executive officer or director requires approval by the board and is disclosed where the law or listing rules require it. Each waiver is recorded with its reason, conditions and duration.',
    },
    {
      title: 'Enforcement',
      content: [
        'Violations of the Code lead to corrective or disciplinary action proportionate to the seriousness of the conduct, up to and including termination of employment or contract.',
        'Conduct that may be illegal may be referred to law enforcement, and the company may seek to recover losses.',
        'Managers who ignore or fail to escalate a violation they know about are also subject to disciplinary action.',
        'People Operations records each case, its investigation and outcome, and [Policy Owner] reports a summary of cases to leadership at least twice a year.',
      ],
    },
    {
      title: 'Review',
      content:
        '[Policy Owner] reviews this Code at least once every 12 months and after significant changes, such as new laws, a change in company ownership or listing status, or lessons learned from investigations. [Approver] approves each revision, and all personnel acknowledge the current version at onboarding and each year. This version ([Version]) takes effect on [Effective Date].',
    },
  ],
  controls: {
    soc2: ['CC1.1', 'CC1.5', 'CC2.2'],
    iso27001: ['A.5.4', 'A.6.2', 'A.6.4', 'A.6.6', 'A.5.31'],
    other: [{ framework: 'SOX', ids: ['Section 404', 'Section 406'] }],
  },
});

export default policy;
