// Every template text, loaded at once: for supabase/content.sql and the tests. The pages load
// one text at a time instead (src/renderer/src/lib/policy-catalog.ts).
import type { PolicyContent } from './types.ts';
import acceptableUsePolicy from './texts/acceptable-use-policy.ts';
import accessControlPolicy from './texts/access-control-policy.ts';
import assetManagementPolicy from './texts/asset-management-policy.ts';
import backupPolicy from './texts/backup-policy.ts';
import businessContinuityAndDisasterRecoveryPolicy from './texts/business-continuity-and-disaster-recovery-policy.ts';
import changeManagementPolicy from './texts/change-management-policy.ts';
import cloudSecurityPolicy from './texts/cloud-security-policy.ts';
import codeOfConduct from './texts/code-of-conduct.ts';
import dataClassificationPolicy from './texts/data-classification-policy.ts';
import dataRetentionAndDisposalPolicy from './texts/data-retention-and-disposal-policy.ts';
import encryptionPolicy from './texts/encryption-policy.ts';
import humanResourcesSecurityPolicy from './texts/human-resources-security-policy.ts';
import incidentResponsePolicy from './texts/incident-response-policy.ts';
import informationSecurityPolicy from './texts/information-security-policy.ts';
import loggingAndMonitoringPolicy from './texts/logging-and-monitoring-policy.ts';
import mobileDeviceAndByodPolicy from './texts/mobile-device-and-byod-policy.ts';
import networkSecurityPolicy from './texts/network-security-policy.ts';
import passwordAndAuthenticationPolicy from './texts/password-and-authentication-policy.ts';
import physicalSecurityPolicy from './texts/physical-security-policy.ts';
import privacyAndDataProtectionPolicy from './texts/privacy-and-data-protection-policy.ts';
import remoteWorkPolicy from './texts/remote-work-policy.ts';
import riskAssessmentPolicy from './texts/risk-assessment-policy.ts';
import secureSoftwareDevelopmentPolicy from './texts/secure-software-development-policy.ts';
import securityAwarenessTrainingPolicy from './texts/security-awareness-training-policy.ts';
import vendorRiskManagementPolicy from './texts/vendor-risk-management-policy.ts';
import vulnerabilityManagementPolicy from './texts/vulnerability-management-policy.ts';
import whistleblowerPolicy from './texts/whistleblower-policy.ts';

export const policyTexts: PolicyContent[] = [
  acceptableUsePolicy,
  accessControlPolicy,
  assetManagementPolicy,
  backupPolicy,
  businessContinuityAndDisasterRecoveryPolicy,
  changeManagementPolicy,
  cloudSecurityPolicy,
  codeOfConduct,
  dataClassificationPolicy,
  dataRetentionAndDisposalPolicy,
  encryptionPolicy,
  humanResourcesSecurityPolicy,
  incidentResponsePolicy,
  informationSecurityPolicy,
  loggingAndMonitoringPolicy,
  mobileDeviceAndByodPolicy,
  networkSecurityPolicy,
  passwordAndAuthenticationPolicy,
  physicalSecurityPolicy,
  privacyAndDataProtectionPolicy,
  remoteWorkPolicy,
  riskAssessmentPolicy,
  secureSoftwareDevelopmentPolicy,
  securityAwarenessTrainingPolicy,
  vendorRiskManagementPolicy,
  vulnerabilityManagementPolicy,
  whistleblowerPolicy,
];
