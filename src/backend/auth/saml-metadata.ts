import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { validationFailed } from './errors';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
/** Metadata documents past this size are refused before parsing (a real one is a few KB). */
export const MAX_METADATA_LENGTH = 256 * 1024;

/** What the service provider needs from an identity provider's metadata. */
export interface IdpMetadata {
  entityId: string;
  /** The SingleSignOnService location of the HTTP-Redirect binding. */
  ssoUrl: string;
  /** Base64 DER certificates whose keys may sign assertions. */
  signingCerts: string[];
}

/** Reads an IdP's EntityDescriptor; a validation_failed error says what is missing. */
export function parseIdpMetadata(xml: string): IdpMetadata {
  if (xml.length > MAX_METADATA_LENGTH) throw validationFailed('SAML metadata is too large');
  // A DOCTYPE is how entity-expansion attacks start; metadata never needs one.
  if (/<!DOCTYPE/i.test(xml)) throw validationFailed('SAML metadata must not contain a DOCTYPE');
  let doc: Document;
  try {
    doc = new DOMParser().parseFromString(xml, 'application/xml');
  } catch {
    throw validationFailed('SAML metadata is not well-formed XML');
  }
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== MD || root.localName !== 'EntityDescriptor') {
    throw validationFailed('SAML metadata must be an EntityDescriptor');
  }
  const entityId = root.getAttribute('entityID')?.trim();
  if (!entityId) throw validationFailed('SAML metadata has no entityID');
  const idp = elementsOf(root, MD, 'IDPSSODescriptor')[0];
  if (!idp) throw validationFailed('SAML metadata has no IDPSSODescriptor');

  const ssoUrl = elementsOf(idp, MD, 'SingleSignOnService')
    .find((service) => service.getAttribute('Binding') === REDIRECT_BINDING)
    ?.getAttribute('Location')
    ?.trim();
  if (!ssoUrl || !/^https?:\/\//.test(ssoUrl)) {
    throw validationFailed('SAML metadata has no HTTP-Redirect SingleSignOnService');
  }

  const signingCerts = elementsOf(idp, MD, 'KeyDescriptor')
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => elementsOf(key, DS, 'X509Certificate'))
    .map((cert) => (cert.textContent ?? '').replace(/\s+/g, ''))
    .filter((cert) => cert.length > 0);
  if (signingCerts.length === 0) throw validationFailed('SAML metadata has no signing certificate');
  return { entityId, ssoUrl, signingCerts };
}

/** A base64 DER certificate as PEM, the form node-saml verifies signatures with. */
export function certificatePem(base64Der: string): string {
  const lines = base64Der.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/** The descendants of `parent` with this namespace and local name, as an array. */
export function elementsOf(
  parent: Element | Document,
  namespace: string,
  localName: string,
): Element[] {
  const list = parent.getElementsByTagNameNS(namespace, localName);
  const elements: Element[] = [];
  for (let index = 0; index < list.length; index++) {
    const element = list.item(index);
    if (element) elements.push(element);
  }
  return elements;
}
