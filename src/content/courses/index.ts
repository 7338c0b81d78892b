import aiToolsAndDataLeakage from './ai-tools-and-data-leakage';
import cloudAndSaasAccountHygiene from './cloud-and-saas-account-hygiene';
import dataHandlingAndClassification from './data-handling-and-classification';
import physicalSecurityBasics from './physical-security-basics';
import privacyBasics from './privacy-basics';
import ransomwareAwareness from './ransomware-awareness';
import reportingSecurityIncidents from './reporting-security-incidents';
import safeBrowsingAndDownloads from './safe-browsing-and-downloads';
import secureCodingBasicsForEngineers from './secure-coding-basics-for-engineers';
import secureRemoteWork from './secure-remote-work';
import securingMobileDevices from './securing-mobile-devices';
import socialEngineeringTactics from './social-engineering-tactics';
import spottingPhishingEmails from './spotting-phishing-emails';
import strongPasswordsAndMfa from './strong-passwords-and-mfa';
import type { CourseScript } from './types';
import understandingInsiderThreats from './understanding-insider-threats';

/**
 * How many questions of its bank a knowledge-check attempt asks (docs/decisions.md V3). Each bank
 * holds at least twice as many, so a retake asks none of the previous attempt's questions.
 */
export const QUESTIONS_PER_ATTEMPT = 5;

/**
 * Every course script, in catalogue order. Holds the knowledge checks' answers: the renderer never
 * imports it (the media build, the SQL generator and tests do).
 */
export const courseScripts: CourseScript[] = [
  spottingPhishingEmails,
  strongPasswordsAndMfa,
  socialEngineeringTactics,
  secureRemoteWork,
  dataHandlingAndClassification,
  reportingSecurityIncidents,
  physicalSecurityBasics,
  safeBrowsingAndDownloads,
  securingMobileDevices,
  secureCodingBasicsForEngineers,
  cloudAndSaasAccountHygiene,
  understandingInsiderThreats,
  privacyBasics,
  ransomwareAwareness,
  aiToolsAndDataLeakage,
];
