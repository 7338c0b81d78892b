// Every template text, loaded at once: for supabase/content.sql and the tests. The pages load
// one text at a time instead (src/renderer/src/features/templates/policy-catalog.ts).
import type { PolicyContent } from './types';
import acceptableUsePolicy from './texts/acceptable-use-policy';
import accessControlPolicy from './texts/access-control-policy';
import assetManagementPolicy from './texts/asset-management-policy';
import backupPolicy from './texts/backup-policy';
import businessContinuityAndDisasterRecoveryPolicy from './texts/business-continuity-and-disaster-recovery-policy';
import changeManagementPolicy from './texts/change-management-policy';
import cloudSecurityPolicy from './texts/cloud-security-policy';
import codeOfConduct from './texts/code-of-conduct';
import dataClassificationPolicy from './texts/data-classification-policy';
import dataRetentionAndDisposalPolicy from './texts/data-retention-and-disposal-policy';
import encryptionPolicy from './texts/encryption-policy';
import humanResourcesSecurityPolicy from './texts/human-resources-security-policy';
import incidentResponsePolicy from './texts/incident-response-policy';
import informationSecurityPolicy from './texts/information-security-policy';
import loggingAndMonitoringPolicy from './texts/logging-and-monitoring-policy';
import mobileDeviceAndByodPolicy from './texts/mobile-device-and-byod-policy';
import networkSecurityPolicy from './texts/network-security-policy';
import passwordAndAuthenticationPolicy from './texts/password-and-authentication-policy';
import physicalSecurityPolicy from './texts/physical-security-policy';
import privacyAndDataProtectionPolicy from './texts/privacy-and-data-protection-policy';
import remoteWorkPolicy from './texts/remote-work-policy';
import riskAssessmentPolicy from './texts/risk-assessment-policy';
import secureSoftwareDevelopmentPolicy from './texts/secure-software-development-policy';
import securityAwarenessTrainingPolicy from './texts/security-awareness-training-policy';
import vendorRiskManagementPolicy from './texts/vendor-risk-management-policy';
import vulnerabilityManagementPolicy from './texts/vulnerability-management-policy';
import whistleblowerPolicy from './texts/whistleblower-policy';

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
