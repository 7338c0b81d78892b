import type { PolicyDocument } from '../../src/shared/policy-document';

/** A policy's text with one block of each kind and placeholders left to fill. */
export const samplePolicyDocument: PolicyDocument = {
  title: 'Acceptable Use Policy',
  sections: [
    {
      title: 'Scope',
      blocks: [
        { type: 'heading', text: 'People' },
        { type: 'paragraph', text: '[Company Name] staff. Version [Version].' },
        { type: 'bullets', items: ['Laptops', '[Policy Owner] decides'] },
      ],
    },
  ],
};
