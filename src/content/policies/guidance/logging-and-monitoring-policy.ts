import type { PolicyGuidance } from '../types.ts';
import { enforcement, exceptions, overview, purpose, review, roles } from './common.ts';

const guidance = {
  id: 'logging-and-monitoring-policy',
  overview: overview('which events are logged, how logs are kept and how alerts are handled', [
    'A.8.15',
  ]),
  sections: {
    Purpose: purpose('attacks or misuse going unnoticed, or leaving no trace to investigate', [
      'CC7.2',
      'A.8.15',
    ]),
    Scope: {
      auditor:
        'An auditor checks that applications, cloud control planes, the identity provider and security tools are all in scope, since those are the logs they will ask to see. A system without logs cannot show what happened in it.',
      small:
        'A 10-person company covers the application logs, the cloud audit trail and the identity provider’s sign-in logs. SaaS admin audit logs are added where the plan includes them.',
      large:
        'A 200-person company covers every production system, network flow logs, endpoint detection, corporate SaaS audit logs and the log platform itself. Systems that cannot send logs are listed as exceptions.',
      controls: ['CC7.2', 'A.8.15'],
    },
    'Roles and Responsibilities': roles(
      'running the log platform, maintaining alert rules, reviewing logs and responding to alerts',
      'A 10-person company has one engineer own logging and alerts, with alerts going to a shared channel everyone watches. A managed detection service is an option when nobody can watch alerts.',
      'A 200-person company has a security function or managed detection provider run monitoring, with system owners responsible for sending their logs. The owner reports monitoring results each quarter.',
      ['CC7.3'],
    ),
    'Events to Be Logged': {
      auditor:
        'An auditor checks that security-relevant events, such as sign-ins, permission changes and administrative actions, are logged with who, what and when, and compares the list with sample log entries. Missing user or time fields make entries useless as evidence.',
      small:
        'A 10-person company relies on the logs its cloud provider, identity provider and application framework produce and checks they include user and time. Logs never contain passwords or secrets.',
      large:
        'A 200-person company defines a logging standard for its services and checks new services against it before launch. Personal data in logs is kept to what investigations need.',
      controls: ['CC7.2', 'A.8.15', 'CC7.1'],
    },
    'Log Protection and Retention': {
      auditor:
        'An auditor checks that logs are centralized, protected from alteration by the people whose actions they record and kept for the stated period, often at least a year. Logs an administrator can delete do not prove what that administrator did.',
      small:
        'A 10-person company keeps cloud audit logs in a storage bucket with deletion protection and uses the retention its tools offer. Retention matches what customer contracts promise.',
      large:
        'A 200-person company sends logs to a separate logging account or SIEM with write-once storage and retention set per log type. Clocks are synchronized so events line up across systems.',
      controls: ['CC7.2', 'A.8.15', 'A.5.33', 'A.8.17', 'A.5.28'],
    },
    'Monitoring and Alerting': {
      auditor:
        'An auditor asks for the alert rules and a sample of alerts with their handling, to see that alerts reach someone and lead to action. Alerts sent to an unwatched inbox do not count.',
      small:
        'A 10-person company turns on its providers’ built-in alerts for root use, new admins and unusual sign-ins and sends them to the engineering channel. Noisy alerts are tuned rather than ignored.',
      large:
        'A 200-person company maintains detection rules in its SIEM, routes high-severity alerts to on-call and measures time to triage. Every alert rule has an owner.',
      controls: ['CC7.2', 'CC7.3', 'A.8.16', 'CC7.4', 'A.5.25'],
    },
    'Log Review': {
      auditor:
        'An auditor checks that logs are reviewed as often as the policy says, with a record of each review and of what was followed up. Reviews promised but not recorded count as not done.',
      small:
        'A 10-person company reviews a weekly summary of sign-in and admin events and records the review in a short log or ticket. A short weekly note is enough evidence.',
      large:
        'A 200-person company reviews a security dashboard daily, privileged activity weekly and records each review in its ticketing system. Findings from reviews become tickets or incidents.',
      controls: ['CC4.1', 'CC7.2', 'A.8.15', 'A.8.16'],
    },
    Exceptions: exceptions('a vendor tool that cannot export its logs'),
    Enforcement: enforcement(),
    Review: review('at least once every 12 months'),
  },
} satisfies PolicyGuidance;

export default guidance;
