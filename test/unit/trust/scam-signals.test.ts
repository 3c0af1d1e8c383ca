// The scam signals (functions/trust/scam-signals.ts): each signal tripped by realistic scam
// wordings, in any case, spacing or unicode width; ordinary job texts and recruiter messages that
// talk about training budgets, WhatsApp support, crypto software or bank deposits trip none; the
// pay check's edges; and a job read as its title, about and screening questions together.
import { describe, expect, it } from 'vitest';
import {
  jobSignals,
  messageSignals,
  payOutOfLine,
  SCAM_SIGNAL_REASONS,
  SCAM_SIGNALS,
  textSignals,
  type ScamSignal,
} from '#functions/trust/index.js';

const SCAMS: Record<Exclude<ScamSignal, 'pay-out-of-line'>, string[]> = {
  'asks-for-money': [
    'To start, you must pay a $200 training fee.',
    'A refundable registration fee of $99 is required before your first shift.',
    'Please pay the $50 onboarding fee via Zelle.',
    'You will need to purchase your equipment from our vendor.',
    'Send a deposit of $150 to secure your position.',
    'Applicants are required to pay for the starter kit before onboarding.',
    'The equipment fee is payable before you start and comes back with your first paycheck.',
    'Once you pay the $75 activation fee, we will ship your laptop.',
    'All equipment must be purchased from our approved supplier before training.',
    'Kindly send $120 for your background check.',
    'New hires must first make a one-time payment of 80 USD for the software license.',
    'The deposit is fully refundable after 90 days.',
    'You are responsible for paying the equipment fee.',
    'The starter kit costs $85, payable before your first shift.',
    'No experience needed, just pay the $50 registration fee.',
  ],
  'outside-chat': [
    'Text me on WhatsApp +1 555 123 4567 for the interview.',
    'Contact @hr_manager on Telegram to continue.',
    'Message us on Telegram @remote_hiring_desk.',
    'WhatsApp +44 7700 900123',
    'Add me on Skype: live:hr.recruit',
    'Reach our HR manager on WeChat, ID: hr8888.',
    'Chat with the recruiter at wa.me/15551234567',
    'Join our Telegram group for the screening: t.me/jobsdesk',
    'The interview will be conducted via Telegram chat with our hiring manager.',
    'whats app: +234 803 555 0199',
    'Please reach out on Signal, number +1 (555) 010-2233.',
    'Download Telegram and search for @hrdesk_official.',
    'Ｗｈａｔｓａｐｐ: +1 555 123 4567',
    'For the next step, contact Mr. Li directly on WeChat.',
  ],
  'crypto-or-cheque': [
    'We will send you a check to deposit and buy your equipment.',
    'Mobile deposit the check and send the rest to our vendor.',
    'Please buy five Apple gift cards and send me the codes.',
    'You will need to buy bitcoin at any ATM and send it to our wallet.',
    'Send 0.05 BTC to our company wallet for your setup.',
    'Your salary will be paid in USDT.',
    'Open a crypto wallet for your salary.',
    'You will receive payments from our clients into your personal bank account.',
    'We’ll mail you a cashier’s check; deposit it and wire back the difference.',
    'Deposit the cheque you receive, then convert the funds to USDT.',
  ],
};

// Ordinary jobs, several sentences each, many near the scam wordings on purpose.
const ORDINARY_JOBS = [
  'Support Engineer. You will troubleshoot API issues for our customers over email and chat. Our product integrates with Telegram and Slack, so you will debug webhook deliveries. We provide a laptop and a $500 home office budget.',
  'Telehealth Registered Nurse. You will assess symptoms by video, document visits in our EHR and escalate to physicians. An active RN license is required; registration with a professional body is a plus for international applicants. Continuing education fees are covered by the company. Conference registration fees of up to $1,200 a year are reimbursed.',
  'Senior Product Designer. You will own our design system in Figma and run research with customers every week. Equipment provided: a MacBook Pro and a 27-inch monitor. Annual training budget of $1,500 for courses and conferences.',
  'Remote Bookkeeper. Reconcile bank accounts and credit cards monthly in QuickBooks Online. Record customer payments and deposits, and check that invoices match purchase orders. You must have 3+ years of bookkeeping experience.',
  'Online English Teacher. Teach students aged 8 to 14 in small groups of four. You will send weekly progress notes to parents and handle student registration for each term. A TEFL certificate is required; we pay for your TEFL course if you do not have one yet.',
  'Senior Rust Engineer, Custody. We build crypto custody software for banks and exchanges. You will design the signing service behind our cold wallets and multi-party computation. Experience with Bitcoin, Ethereum and USDT on Tron is a plus. Salary $160,000–$200,000 plus equity.',
  'Blockchain Engineer (Solidity). You will write and audit smart contracts that let users send USDC to any wallet. You’ll need to deploy contracts to Ethereum mainnet and layer 2 networks. Gas optimisation experience is welcome.',
  'Customer Support Agent (Spanish and English). You will answer customer conversations over WhatsApp Business, Instagram DMs and email. Experience supporting customers over WhatsApp Business is a must. Customers reach us via WhatsApp at any hour, so the role works in shifts.',
  'Software Engineer, Payments. We pay for your home office equipment and provide a yearly $2,000 training budget. No fees, ever. The company pays the training for any AWS certification you choose.',
  'Accounts Payable Specialist. You will pay vendor invoices, process expense reports and send payment confirmations to suppliers. You’ll need to pay close attention to detail. Month-end close experience in NetSuite is required.',
  'Technical Recruiter (contract). You will source engineers on LinkedIn and schedule interviews over Zoom. Candidates apply through our careers page and hear back within a week. We never ask candidates for money.',
  'Customer Success Manager. You will onboard new accounts and run quarterly business reviews. Note: we will never ask you to pay a fee, buy equipment or share bank details during hiring, and we never ask for a refundable deposit. Hiring happens only through this site.',
  'Growth Marketer. Grow our Telegram and WhatsApp communities and run paid campaigns on Meta and TikTok. You will report weekly on acquisition cost and retention. Experience with community tools such as Discord bots is a plus.',
  'Event Coordinator. You will plan three company offsites a year, negotiate venue contracts and track deposits paid to suppliers. Strong spreadsheet skills are needed. Some travel is required.',
  'Property Manager (remote). Collect rent and security deposits and chase late payments. Answer tenant questions by phone and email. Two years of residential property experience required.',
  'Bot Developer. Build bots on the Telegram Bot API and the WhatsApp Cloud API. Our users contact us on Telegram for support, and you will help the support team read the logs. Node.js and TypeScript required.',
  'Payroll Specialist. Run bi-weekly payroll for 400 employees in ADP, handle direct deposit changes and issue the occasional paper check for final pay. Knowledge of multi-state tax rules is required.',
  'Mobile Engineer, Fintech. Build the feature that lets customers deposit checks with their phone camera (mobile check deposit). You will work with our fraud team on image quality checks. Kotlin and Swift experience required.',
  'Crypto Exchange Support Specialist. Help customers buy, sell and send crypto in our app and explain network fees and wallet addresses. You will escalate suspected fraud to the compliance team. Weekend shifts rotate.',
  'HR Generalist. Run background checks through Checkr; the company covers all candidate fees. You will own onboarding paperwork and benefits enrolment. SHRM certification is a plus.',
  'Freelance Translator (German to English). We pay per word via PayPal or Wise within 30 days of your invoice. Samples are paid at our standard rate. CAT tool experience is helpful.',
  'Executive Assistant. Manage the founder’s calendar, book travel and pay recurring bills from the company card. You will prepare board meeting materials. Discretion is essential.',
  'Web3 Community Manager. Moderate our Discord and Telegram communities and host weekly AMAs. Experience with DeFi and NFTs is expected. Contact us via the application form; we do not discuss jobs on Telegram.',
  'Enterprise Account Executive. Sell annual plans with a one-time onboarding fee of $2,000 for enterprise customers. On-target earnings of $140k, paid in USD monthly. Five years of SaaS sales experience required.',
  'Security Engineer. Detect fraud signals and phishing across our platform. Join the on-call rotation and call the incident commander when a page fires. Experience with SIEM tooling is expected.',
  'Developer Advocate. Speak at meetups and write tutorials for our messaging SDK, which sends notifications to WhatsApp, Telegram and Signal. You will answer developers on GitHub and our forum.',
  'Data Analyst. Build dashboards in Looker for the finance team and check data quality every morning. You will model revenue, refunds and deposits in dbt. SQL and Python required.',
  'Pharmacy Technician (remote verification). Check prescriptions for accuracy and flag interactions to the pharmacist. A valid state registration is required. Training provided during the first two weeks.',
  'Instructional Designer. Create training materials and online courses for our sales team. You will send course materials to learners and measure completion. Articulate 360 experience preferred.',
  'IT Support Technician. Set up laptops for new hires and manage software licenses in Jamf. You will ship equipment to new starters; all equipment is provided free of charge. Weekend on-call once a month.',
  'Office Manager (hybrid). Order supplies, coordinate deliveries and keep the team calendar. You will handle the petty cash and reconcile the monthly company card statement. Friendly and organised.',
  'Quality Assurance Engineer. Write end-to-end tests in Playwright and check releases before they ship. You will pair with developers on flaky tests. Equipment provided: laptop and monitor of your choice.',
  'Tutor, Mathematics. Teach GCSE and A-level maths online. Parents book and pay through our platform; tutors are paid weekly by bank transfer. No registration fee and no deposit.',
  'Claims Adjuster. Review auto insurance claims, call policyholders and issue payments through our claims system. You must hold an adjuster license in at least one state. We reimburse licensing fees.',
];

const ORDINARY_MESSAGES = [
  'Hi Ana, thanks for applying! Could you share two times next week for a 30-minute call on Zoom?',
  'We received your portfolio. The next step is a paid take-home task ($300 for about 4 hours of work).',
  'Your laptop ships on Monday; there is nothing to pay.',
  'Please send me your availability and your updated CV.',
  'Reminder: your interview with Priya is tomorrow at 10:00 CET.',
  'Please send the signed offer letter by Friday. Payroll runs on the 25th by direct deposit.',
];

describe('text signals', () => {
  for (const [signal, phrases] of Object.entries(SCAMS)) {
    it.each(phrases)(`${signal}: %s`, (phrase) => {
      expect(textSignals(phrase)).toContain(signal);
    });
  }

  it.each(ORDINARY_JOBS)('an ordinary job trips nothing: %s', (text) => {
    expect(textSignals(text)).toEqual([]);
  });

  it('reads any case and spacing, and reports each signal once in a stable order', () => {
    const text =
      'Your SALARY will be paid in   usdt. Text me on WHATSAPP +1 555 123 4567. Please pay the $50 onboarding fee. Also pay the $20 kit fee.';
    expect(textSignals(text)).toEqual(['asks-for-money', 'outside-chat', 'crypto-or-cheque']);
  });

  it('reads each sentence on its own: a fee and a due date in two sentences are not one request', () => {
    expect(textSignals('Ask about our training fee waiver. Applications are due before May 1.')).toEqual([]);
    expect(textSignals('Ask about our training fee waiver; applications are due before May 1.')).toEqual([
      'asks-for-money',
    ]);
  });

  it('gives every signal a reason in plain words', () => {
    for (const signal of SCAM_SIGNALS) expect(SCAM_SIGNAL_REASONS[signal]).toMatch(/^Its? \w+/);
  });
});

describe('message signals', () => {
  it.each(ORDINARY_MESSAGES)('an ordinary recruiter message trips nothing: %s', (text) => {
    expect(messageSignals(text)).toEqual([]);
  });

  it('trips on the same wordings as a job', () => {
    expect(messageSignals('Congrats! Please pay the $50 onboarding fee via Zelle.')).toEqual(['asks-for-money']);
    expect(messageSignals('Let’s continue on WhatsApp: +1 555 123 4567')).toEqual(['outside-chat']);
    expect(messageSignals('We will send you a check to deposit for your home office.')).toEqual(['crypto-or-cheque']);
  });
});

describe('pay out of line', () => {
  it('is above five times the department’s median yearly pay, not at it', () => {
    expect(payOutOfLine(500_000, 100_000)).toBe(false);
    expect(payOutOfLine(500_001, 100_000)).toBe(true);
    expect(payOutOfLine(90_000, 100_000)).toBe(false);
  });

  it('is false when either pay is unknown or the median is 0', () => {
    expect(payOutOfLine(undefined, 100_000)).toBe(false);
    expect(payOutOfLine(900_000, undefined)).toBe(false);
    expect(payOutOfLine(900_000, 0)).toBe(false);
  });
});

describe('job signals', () => {
  const job = {
    jobTitle: 'Data Entry Clerk',
    aboutRole: 'Type product data into spreadsheets from home. Flexible hours.',
  };

  it('reads the title, the about and the screening questions', () => {
    expect(jobSignals(job)).toEqual([]);
    expect(jobSignals({ ...job, jobTitle: 'Data Entry Clerk (WhatsApp +1 555 123 4567)' })).toEqual(['outside-chat']);
    const screeningQuestions = [
      { question: 'How many words a minute do you type?' },
      { question: 'Are you able to pay the $100 registration fee?' },
    ];
    expect(jobSignals({ ...job, screeningQuestions })).toEqual(['asks-for-money']);
  });

  it('adds the pay check last', () => {
    expect(jobSignals(job, { yearly: 600_000, departmentMedian: 100_000 })).toEqual(['pay-out-of-line']);
    expect(jobSignals(job, { yearly: 120_000, departmentMedian: 100_000 })).toEqual([]);
    const paid = { ...job, aboutRole: 'Your salary will be paid in bitcoin.' };
    expect(jobSignals(paid, { yearly: 600_000, departmentMedian: 100_000 })).toEqual([
      'crypto-or-cheque',
      'pay-out-of-line',
    ]);
  });
});
