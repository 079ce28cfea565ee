/**
 * The Job Description tab of each demo job (docs/product/jobs.md#job-description-tab): role mission and the
 * responsibilities, requirements and nice-to-have lists, keyed by requisition id. Benefits come from the
 * job's company.
 */
export type JobDescriptionSeed = {
  jdRoleMission: string;
  jdResponsibilities: string[];
  jdRequirements: string[];
  jdNiceToHave: string[];
};

export const demoJobDescriptions: Record<string, JobDescriptionSeed> = {
  'REQ-2026-0142': {
    jdRoleMission:
      'Build and run the services that carry patient observations from home devices to clinicians in real time, safely and reliably.',
    jdResponsibilities: [
      'Design, build and operate event-driven services in TypeScript on Node.js',
      'Own the observations pipeline end to end, from device ingestion to clinical alerts',
      'Lead technical design reviews and keep our architecture decisions written down',
      'Mentor two mid-level engineers through pairing and code review',
      'Work with clinical safety officers to assess the risk of every change',
    ],
    jdRequirements: [
      '5+ years building backend services in production',
      'Deep experience with PostgreSQL and at least one message broker such as Kafka',
      'Comfort with AWS, infrastructure as code and on-call',
      'A track record of shipping in small, safe increments',
    ],
    jdNiceToHave: [
      'Experience with HL7 FHIR or other healthcare standards',
      'Knowledge of DCB0129 clinical safety processes',
      'Contributions to open-source projects',
      'Experience in a regulated industry',
    ],
  },
  'REQ-2026-0157': {
    jdRoleMission:
      'Make the clinician dashboard calmer and faster to use, so nurses spot the patients who need them first.',
    jdResponsibilities: [
      'Redesign the alert triage flow with nurses and consultants',
      'Run usability sessions on wards and turn findings into clear recommendations',
      'Extend our design system with accessible, reusable components',
      'Work day to day with a product manager and four engineers',
    ],
    jdRequirements: [
      '3+ years designing complex, data-heavy web products',
      'A portfolio showing research-led design decisions',
      'Fluency in Figma and design tokens',
      'Working knowledge of WCAG 2.2 AA',
    ],
    jdNiceToHave: [
      'Experience designing for healthcare or other safety-critical settings',
      'Basic HTML and CSS',
      'Experience with data visualisation',
      'Workshop facilitation skills',
    ],
  },
  'REQ-2026-0118': {
    jdRoleMission:
      'Lead the team that turns millions of device readings into the trusted data our trading and forecasting run on.',
    jdResponsibilities: [
      'Lead and grow a team of four data engineers to seven',
      'Own the streaming and batch pipelines for device telemetry',
      'Set data-quality standards and the on-call practice that enforces them',
      'Partner with trading and forecasting teams on their data needs',
      'Stay hands-on: design, code and review critical pipelines',
    ],
    jdRequirements: [
      '6+ years in data engineering, including 2+ leading engineers',
      'Strong Python and SQL; production experience with Spark',
      'Experience with streaming data (Kafka, Flink or similar)',
      'A pragmatic approach to data quality and observability',
    ],
    jdNiceToHave: [
      'Energy, IoT or time-series domain experience',
      'Experience with dbt and a lakehouse architecture',
      'German language skills',
      'Experience hiring in a scale-up',
    ],
  },
  'REQ-2025-0387': {
    jdRoleMission: 'Build a customer success team our partners would recommend to every installer in Europe.',
    jdResponsibilities: [
      'Lead a team of five customer success managers and two support agents',
      'Own gross and net revenue retention for partner accounts',
      'Design onboarding and QBR programmes for installers and retailers',
      'Bring the voice of the customer into product planning',
      'Build the dashboards and health scores the team runs on',
    ],
    jdRequirements: [
      '8+ years in customer success, including 3+ leading managers',
      'A track record of improving retention in B2B or B2B2C',
      'Fluent English; German is a strong plus',
      'Confidence with CRM and customer-success tooling',
    ],
    jdNiceToHave: [
      'Experience in energy, utilities or hardware-enabled SaaS',
      'Experience building a support function from scratch',
      'Familiarity with usage-based pricing',
      'An existing network among European installers',
    ],
  },
  'REQ-2026-0131': {
    jdRoleMission:
      'Make Fernhill’s payment platform the most reliable in the industry as it moves to active-active across regions.',
    jdResponsibilities: [
      'Lead the technical design of multi-region, active-active card authorisation',
      'Define SLOs with product teams and hold the line on error budgets',
      'Improve incident response, from paging to blameless reviews',
      'Automate away toil with Terraform, Go and Kubernetes operators',
      'Mentor senior engineers across the infrastructure group',
    ],
    jdRequirements: [
      '8+ years in SRE, infrastructure or backend engineering',
      'Production experience running Kubernetes across multiple regions',
      'Expert knowledge of AWS networking and Terraform',
      'Experience leading major incidents and the follow-up',
    ],
    jdNiceToHave: [
      'Payments, banking or other PCI-scoped experience',
      'Go or Rust in production',
      'Experience with chaos engineering',
      'Conference talks or published post-mortems',
    ],
  },
  'REQ-2026-0163': {
    jdRoleMission:
      'Win Fernhill’s largest platform partners and turn them into long-term, expanding relationships.',
    jdResponsibilities: [
      'Run complex sales cycles with platform CFOs, CTOs and product leaders',
      'Build and work a territory of 40 named vertical-SaaS accounts',
      'Forecast accurately and keep Salesforce the source of truth',
      'Partner with solutions engineers on technical evaluations',
      'Negotiate pricing and contracts with legal and finance',
    ],
    jdRequirements: [
      '6+ years of closing in enterprise B2B, ideally infrastructure or fintech',
      'A history of closing $500k+ ARR deals',
      'Consistent quota attainment over the last three years',
      'Experience with a structured methodology such as MEDDPICC',
    ],
    jdNiceToHave: [
      'Card issuing or embedded-finance experience',
      'An existing network among vertical-SaaS leaders',
      'Experience as an early enterprise seller in a scale-up',
      'Spanish language skills',
    ],
  },
};
