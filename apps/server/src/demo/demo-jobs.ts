import type { employmentTypes, JobFunction, seniorities, urgencies, workStyles } from './demo-data.js';

/** One assessment criterion of the technical interview, with what strong evidence looks like. */
export type CriterionSeed = { title: string; evidence: string };

/** A curated demo job (docs/product/jobs.md#data); dates are relative to the moment the demo is generated. */
export type JobSeed = {
  companyIndex: number;
  /** Jobs of one cluster share candidates; candidates rarely cross clusters. */
  cluster: 'tech' | 'design' | 'commercial';
  title: string;
  status: 'active' | 'draft' | 'closed';
  createdDaysAgo: number;
  postedDaysAgo: number | null;
  department: string;
  hiringManager: string;
  recruiter: string;
  location: string;
  workStyle: (typeof workStyles)[number];
  employmentType: (typeof employmentTypes)[number];
  seniority: (typeof seniorities)[number];
  jobFunction: JobFunction;
  salaryMin: number;
  salaryMax: number;
  currency: 'GBP' | 'EUR' | 'USD';
  compensationAdditional: string;
  equity: string;
  jobContext: string;
  intakeNotes: string;
  skillsHard: string[];
  skillsSoft: string[];
  urgency: (typeof urgencies)[number];
  requisitionId: string;
  criteria: [CriterionSeed, CriterionSeed, CriterionSeed];
  killerQuestions: string[];
};

export const demoJobs: JobSeed[] = [
  {
    companyIndex: 0,
    cluster: 'tech',
    title: 'Senior Backend Engineer',
    status: 'active',
    createdDaysAgo: 64,
    postedDaysAgo: 60,
    department: 'Engineering – Virtual Wards',
    hiringManager: 'Priya Raman',
    recruiter: 'Tom Ellison',
    location: 'London, United Kingdom',
    workStyle: 'hybrid',
    employmentType: 'full_time',
    seniority: 'IC4 - Senior',
    jobFunction: 'Engineering',
    salaryMin: 85000,
    salaryMax: 105000,
    currency: 'GBP',
    compensationAdditional: 'Up to 10% annual bonus on company targets',
    equity: 'EMI share options, 4-year vesting with a 1-year cliff',
    jobContext:
      'The Virtual Wards team is doubling the number of trusts it serves this year and needs a second senior engineer to own the observations pipeline.',
    intakeNotes:
      'Call with Priya on 12 Jan. She wants someone who has run event-driven services in production and can mentor two mid-level engineers. Healthcare experience is a plus, not a must. TypeScript on Node is the core stack; Postgres and Kafka. Two days a week in the Farringdon office. Interview: talent screen, technical interview (system design + code review), then a values chat with the CTO.',
    skillsHard: ['TypeScript', 'Node.js', 'PostgreSQL', 'Kafka', 'AWS', 'Event-driven architecture'],
    skillsSoft: ['Mentoring', 'Clear written communication', 'Ownership', 'Pragmatism'],
    urgency: 'P1',
    requisitionId: 'REQ-2026-0142',
    criteria: [
      {
        title: 'System design',
        evidence: 'designs a resilient, observable pipeline and explains trade-offs',
      },
      { title: 'Code quality', evidence: 'spots real issues in review and proposes clean, tested fixes' },
      { title: 'Collaboration', evidence: 'shows how they mentor and align with non-engineers' },
    ],
    killerQuestions: [
      'Tell us about an incident you led: what broke, and what did you change afterwards?',
      'How would you make sure no patient observation is ever lost?',
    ],
  },
  {
    companyIndex: 0,
    cluster: 'design',
    title: 'Product Designer (12-month contract)',
    status: 'draft',
    createdDaysAgo: 9,
    postedDaysAgo: null,
    department: 'Product – Clinician Experience',
    hiringManager: 'Hannah Okafor',
    recruiter: 'Tom Ellison',
    location: 'London, United Kingdom',
    workStyle: 'remote',
    employmentType: 'contract',
    seniority: 'IC3 - Mid',
    jobFunction: 'Design / UX',
    salaryMin: 60000,
    salaryMax: 72000,
    currency: 'GBP',
    compensationAdditional: 'Pro-rata holiday; no bonus on contract roles',
    equity: 'None (contract role)',
    jobContext:
      'Parental-leave cover for a designer on the clinician dashboard, with a redesign of alert triage planned for Q2.',
    intakeNotes:
      'Hannah needs someone who can start within a month and is comfortable running research sessions with nurses. Figma, design systems, accessibility to WCAG 2.2 AA. Remote within the UK, with one workshop day a month in London.',
    skillsHard: ['Figma', 'Design systems', 'User research', 'Prototyping', 'WCAG 2.2'],
    skillsSoft: ['Empathy', 'Facilitation', 'Storytelling'],
    urgency: 'P2',
    requisitionId: 'REQ-2026-0157',
    criteria: [
      { title: 'Research practice', evidence: 'plans and runs research that changes the design' },
      { title: 'Interaction design', evidence: 'produces clear, accessible flows for dense information' },
      { title: 'Stakeholder communication', evidence: 'explains design choices to clinicians and engineers' },
    ],
    killerQuestions: ['Show us a design decision you changed because of research. What did you learn?'],
  },
  {
    companyIndex: 1,
    cluster: 'tech',
    title: 'Data Engineering Lead',
    status: 'active',
    createdDaysAgo: 45,
    postedDaysAgo: 42,
    department: 'Data Platform',
    hiringManager: 'Jonas Weber',
    recruiter: 'Lea Hoffmann',
    location: 'Berlin, Germany',
    workStyle: 'hybrid',
    employmentType: 'full_time',
    seniority: 'M4 - Lead',
    jobFunction: 'Data / Analytics',
    salaryMin: 95000,
    salaryMax: 115000,
    currency: 'EUR',
    compensationAdditional: 'Annual performance bonus of up to 8%',
    equity: 'Virtual share options (VSOP), 4-year vesting',
    jobContext:
      'Trading decisions now run every 15 minutes on device telemetry; the data platform must scale tenfold while a team of four grows to seven.',
    intakeNotes:
      'Jonas wants a hands-on lead: 60% building, 40% people. Current stack is Python, Spark on Databricks, dbt and Kafka. Biggest pain is late-arriving telemetry and data quality. Relocation support to Berlin available; German not required. Top priority for Q1.',
    skillsHard: ['Python', 'Apache Spark', 'dbt', 'Kafka', 'Databricks', 'Data modelling'],
    skillsSoft: ['People leadership', 'Prioritisation', 'Stakeholder management', 'Coaching'],
    urgency: 'P0',
    requisitionId: 'REQ-2026-0118',
    criteria: [
      { title: 'Data architecture', evidence: 'designs pipelines that handle late and duplicate telemetry' },
      { title: 'Technical leadership', evidence: 'gives concrete examples of raising a team’s standards' },
      { title: 'Hands-on depth', evidence: 'writes and debugs real Spark and SQL during the exercise' },
    ],
    killerQuestions: [
      'How do you handle telemetry that arrives hours late?',
      'Tell us about an engineer you helped grow. What did you do?',
    ],
  },
  {
    companyIndex: 1,
    cluster: 'commercial',
    title: 'Head of Customer Success',
    status: 'closed',
    createdDaysAgo: 95,
    postedDaysAgo: 90,
    department: 'Customer Success',
    hiringManager: 'Sofia Marquardt',
    recruiter: 'Lea Hoffmann',
    location: 'Berlin, Germany',
    workStyle: 'in-office',
    employmentType: 'full_time',
    seniority: 'M5 - Head of',
    jobFunction: 'Customer Success / Support',
    salaryMin: 110000,
    salaryMax: 130000,
    currency: 'EUR',
    compensationAdditional: 'Bonus of up to 15% tied to net revenue retention',
    equity: 'VSOP grant reviewed yearly',
    jobContext:
      'Installer partners and energy retailers now make up 70% of revenue; the role builds the function that keeps and grows them.',
    intakeNotes:
      'Closed after an offer was accepted in week 10. Sofia prioritised B2B2C experience and a data-driven approach to churn. The team was five CSMs and two support agents; budget for two more hires next year.',
    skillsHard: ['Customer success strategy', 'Churn analytics', 'Salesforce', 'Gainsight', 'SLA design'],
    skillsSoft: ['Leadership', 'Executive presence', 'Negotiation', 'Empathy'],
    urgency: 'P2',
    requisitionId: 'REQ-2025-0387',
    criteria: [
      { title: 'Retention strategy', evidence: 'diagnoses churn from data and proposes a credible plan' },
      { title: 'Team leadership', evidence: 'has built and developed a CS team through growth' },
      { title: 'Commercial acumen', evidence: 'links customer health to revenue and expansion' },
    ],
    killerQuestions: ['Net revenue retention dropped five points last quarter. What do you do in week one?'],
  },
  {
    companyIndex: 2,
    cluster: 'tech',
    title: 'Staff Site Reliability Engineer',
    status: 'active',
    createdDaysAgo: 38,
    postedDaysAgo: 35,
    department: 'Infrastructure',
    hiringManager: 'Marcus Bell',
    recruiter: 'Dana Whitfield',
    location: 'Remote, United States',
    workStyle: 'remote',
    employmentType: 'full_time',
    seniority: 'IC5 - Staff',
    jobFunction: 'DevOps / SRE',
    salaryMin: 210000,
    salaryMax: 250000,
    currency: 'USD',
    compensationAdditional: 'On-call stipend and annual bonus target of 10%',
    equity: 'RSUs, 4-year vesting with quarterly vesting after year one',
    jobContext:
      'Fernhill is moving card authorisation to an active-active, multi-region setup to reach 99.999% availability.',
    intakeNotes:
      'Marcus needs a staff-level IC who has run multi-region Kubernetes for payments or similarly critical workloads. Strong opinions on SLOs and incident management. US time zones only. Loop: recruiter screen, technical deep dive, incident simulation, leadership chat.',
    skillsHard: ['Kubernetes', 'Terraform', 'AWS', 'Go', 'Prometheus', 'Incident management'],
    skillsSoft: ['Influence without authority', 'Calm under pressure', 'Written communication'],
    urgency: 'P1',
    requisitionId: 'REQ-2026-0131',
    criteria: [
      { title: 'Reliability engineering', evidence: 'designs for failure with clear SLOs and failover' },
      { title: 'Incident leadership', evidence: 'runs the simulated incident calmly and communicates well' },
      { title: 'Staff-level influence', evidence: 'shows cross-team impact beyond their own backlog' },
    ],
    killerQuestions: [
      'Walk us through the worst outage you have handled, minute by minute.',
      'How would you test a regional failover without risking live payments?',
    ],
  },
  {
    companyIndex: 2,
    cluster: 'commercial',
    title: 'Enterprise Account Executive',
    status: 'draft',
    createdDaysAgo: 6,
    postedDaysAgo: null,
    department: 'Sales – Enterprise',
    hiringManager: 'Alicia Romero',
    recruiter: 'Dana Whitfield',
    location: 'New York, United States',
    workStyle: 'hybrid',
    employmentType: 'full_time',
    seniority: 'IC4 - Senior',
    jobFunction: 'Sales',
    salaryMin: 140000,
    salaryMax: 160000,
    currency: 'USD',
    compensationAdditional: 'OTE $280k-$320k, 50/50 split, uncapped commission',
    equity: 'RSU grant at hire',
    jobContext:
      'Fernhill is moving up-market to vertical SaaS platforms with more than $1bn in payment volume; this is the third enterprise AE.',
    intakeNotes:
      'Alicia wants a closer with a payments or fintech infrastructure background and deals of $500k+ ARR. Three days a week in the Flatiron office. Awaiting final approval of the territory split before publishing.',
    skillsHard: ['Enterprise sales', 'MEDDPICC', 'Salesforce', 'Payments', 'Contract negotiation'],
    skillsSoft: ['Resilience', 'Curiosity', 'Executive communication', 'Coachability'],
    urgency: 'P3',
    requisitionId: 'REQ-2026-0163',
    criteria: [
      { title: 'Deal execution', evidence: 'qualifies rigorously and shows a clear path to close' },
      { title: 'Discovery', evidence: 'asks sharp questions that uncover business pain' },
      { title: 'Domain knowledge', evidence: 'speaks credibly about payments economics' },
    ],
    killerQuestions: ['Tell us about the biggest deal you lost late. What would you do differently?'],
  },
];
