// Every template text, loaded at once: for supabase/content.sql and the tests. The pages load
// one text at a time instead (src/renderer/src/lib/policy-catalog.ts).
import type { PolicyContent } from './types.ts';
import acceptableUsePolicy from './texts/acceptable-use-policy.json' with { type: 'json' };
import accessControlPolicy from './texts/access-control-policy.json' with { type: 'json' };
import assetManagementPolicy from './texts/asset-management-policy.json' with { type: 'json' };
import backupPolicy from './texts/backup-policy.json' with { type: 'json' };
import businessContinuityAndDisasterRecoveryPolicy from './texts/business-continuity-and-disaster-recovery-policy.json' with { type: 'json' };
import changeManagementPolicy from './texts/change-management-policy.json' with { type: 'json' };
import cloudSecurityPolicy from './texts/cloud-security-policy.json' with { type: 'json' };
import codeOfConduct from './texts/code-of-conduct.json' with { type: 'json' };
import dataClassificationPolicy from './texts/data-classification-policy.json' with { type: 'json' };
import dataRetentionAndDisposalPolicy from './texts/data-retention-and-disposal-policy.json' with { type: 'json' };
import encryptionPolicy from './texts/encryption-policy.json' with { type: 'json' };
import humanResourcesSecurityPolicy from './texts/human-resources-security-policy.json' with { type: 'json' };
import incidentResponsePolicy from './texts/incident-response-policy.json' with { type: 'json' };
import informationSecurityPolicy from './texts/information-security-policy.json' with { type: 'json' };
import loggingAndMonitoringPolicy from './texts/logging-and-monitoring-policy.json' with { type: 'json' };
import mobileDeviceAndByodPolicy from './texts/mobile-device-and-byod-policy.json' with { type: 'json' };
import networkSecurityPolicy from './texts/network-security-policy.json' with { type: 'json' };
import passwordAndAuthenticationPolicy from './texts/password-and-authentication-policy.json' with { type: 'json' };
import physicalSecurityPolicy from './texts/physical-security-policy.json' with { type: 'json' };
import privacyAndDataProtectionPolicy from './texts/privacy-and-data-protection-policy.json' with { type: 'json' };
import remoteWorkPolicy from './texts/remote-work-policy.json' with { type: 'json' };
import riskAssessmentPolicy from './texts/risk-assessment-policy.json' with { type: 'json' };
import secureSoftwareDevelopmentPolicy from './texts/secure-software-development-policy.json' with { type: 'json' };
import securityAwarenessTrainingPolicy from './texts/security-awareness-training-policy.json' with { type: 'json' };
import vendorRiskManagementPolicy from './texts/vendor-risk-management-policy.json' with { type: 'json' };
import vulnerabilityManagementPolicy from './texts/vulnerability-management-policy.json' with { type: 'json' };
import whistleblowerPolicy from './texts/whistleblower-policy.json' with { type: 'json' };

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
