// The help centre's articles, for employers, candidates and everyone (how the product really
// works: the screens, limits and rules of docs/product/public-site.md).
export interface HelpArticle {
  id: string;
  question: string;
  /** Paragraphs or numbered steps. */
  answer: string[];
  steps?: string[];
}

export interface HelpSection {
  id: string;
  title: string;
  /** Who the section is for: shown first to that account type in the dashboard. */
  audience: 'employer' | 'candidate' | 'everyone';
  articles: HelpArticle[];
}

export const HELP_SECTIONS: HelpSection[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    audience: 'everyone',
    articles: [
      {
        id: 'create-account',
        question: 'How do I create an account?',
        answer: ['Choose Sign Up at the top of any page, then pick the account that fits you:'],
        steps: [
          '"I\'m a company" if you want to hire: enter your name, company email and a password, then your company\'s name, country and size.',
          '"I\'m an individual" if you are a freelancer, job seeker or employee: enter your details, job type and job title (a PDF resume is optional), then add your bio, skills and languages.',
          'We email you a 6-character code. Enter it on the Confirm email page to activate your account, then log in.',
        ],
      },
      {
        id: 'confirm-email',
        question: 'I did not get my confirmation code',
        answer: [
          'Check your spam folder first. On the Confirm email page, choose Request again to get a new code: the old one stops working. A code works once, for 10 minutes.',
        ],
      },
      {
        id: 'forgot-password',
        question: 'I forgot my password',
        answer: [
          'On the Log In page, choose Forgot password, enter your email address and follow the code we send you to choose a new password.',
        ],
      },
    ],
  },
  {
    id: 'employers',
    title: 'For employers',
    audience: 'employer',
    articles: [
      {
        id: 'post-a-job',
        question: 'How do I post a job?',
        answer: ['Posting takes 3-5 minutes:'],
        steps: [
          'Log in and open Jobs in the side menu, then choose Add Job (or Post a Job on the home page).',
          'Fill in the job title, job type, department, country and time zone, working hours, a description of the role and the pay range.',
          'Choose Add job. Your job is open at once, and candidates can find it in Find Work.',
        ],
      },
      {
        id: 'manage-jobs',
        question: 'How do I edit, close or delete a job?',
        answer: [
          "In Jobs, open the menu at the end of the job's row. Edit job changes its details. Close job takes it out of the search (you can open it again later). Delete job removes it and its applications for good, after you confirm.",
        ],
      },
      {
        id: 'applications',
        question: 'Where do I see who applied?',
        answer: [
          "Open a job from Jobs to see its Applications, four at a time. Choose View to see a candidate's profile and resume. We also notify you of each new application: see the bell at the top of the dashboard.",
        ],
      },
      {
        id: 'find-talent',
        question: 'How do I find candidates myself?',
        answer: [
          'Open Sourcing in the side menu and search by job title. Narrow the results by country and job type, then open a candidate to see their profile and resume.',
        ],
      },
      {
        id: 'requirements',
        question: 'Can you find the right people for me?',
        answer: [
          'Yes. Use Submit Requirements (the Share requirement page): tell us what you need and for how long, and our team contacts you to hire screened remote talent in two weeks, with no agency fees.',
        ],
      },
      {
        id: 'company-bio',
        question: 'How do I change my company details?',
        answer: ['Open Company in the side menu and choose Edit bio to change the company name, size and country.'],
      },
    ],
  },
  {
    id: 'candidates',
    title: 'For candidates',
    audience: 'candidate',
    articles: [
      {
        id: 'apply',
        question: 'How do I apply to a job?',
        answer: ['Log in, open Find jobs and search by job title, job type, department or country.'],
        steps: [
          'Open a job to read its details.',
          'Check the application form: your name, email and country are filled in from your profile. Add your phone number.',
          'Choose Submit application. The employer is notified, and so are you, in Notifications. You can apply to each job once.',
        ],
      },
      {
        id: 'upload-resume',
        question: 'How do I upload or replace my resume?',
        answer: [
          'Open Profile in the side menu and choose Upload resume. Drag your resume onto the box or click it to choose a file: one PDF of at most 2 MB. Choose Upload resume to save it: it replaces your previous resume.',
        ],
      },
      {
        id: 'edit-profile',
        question: 'How do I update my profile?',
        answer: [
          'Open Profile and choose Edit profile to change your job title, country, skills, languages and about text. Employers see these when they search for candidates.',
        ],
      },
      {
        id: 'find-work-public',
        question: 'Can I look at jobs before signing up?',
        answer: ['Yes: Find Work lists every open remote job. Log in as a candidate to open a job and apply.'],
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    audience: 'everyone',
    articles: [
      {
        id: 'change-name',
        question: 'How do I change my name?',
        answer: [
          'Open Settings (side menu, or the menu under your avatar), choose Edit next to Name, change it and save.',
        ],
      },
      {
        id: 'change-email',
        question: 'How do I change my email address?',
        answer: ['Changing your email takes two steps, so nobody else can do it:'],
        steps: [
          'In Settings, choose Edit next to Email. Enter your new email address and your current password.',
          'We send a 6-character code to the new address. Enter it in the window that opens. Your email changes once the code is accepted.',
        ],
      },
      {
        id: 'change-password',
        question: 'How do I change my password?',
        answer: [
          'In Settings, choose Edit next to Password, enter your current and new password, then the code we email you. Passwords have at least 8 characters.',
        ],
      },
      {
        id: 'two-step-sign-in',
        question: 'How do I turn on two-step sign-in?',
        answer: [
          'Two-step sign-in asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and others) after your password, so a stolen password alone cannot open your account. It is optional.',
        ],
        steps: [
          'In Settings, under Two-step sign-in, choose Turn on and enter your password.',
          'Scan the QR code with your authenticator app, or type in the key shown under it.',
          'Enter the 6-digit code the app shows. From then on, logging in asks for a new code after your password.',
          'To turn it off, choose Turn off and enter your password and a current code.',
        ],
      },
      {
        id: 'photo',
        question: 'How do I add a profile photo?',
        answer: ['In Settings, use Upload photo next to your avatar. Until you add one, your initials are shown.'],
      },
      {
        id: 'privacy',
        question: 'What do you keep about me, and how do I download or delete it?',
        answer: [
          "We keep your profile (your name, email and photo; a candidate's bio and resume too), your applications and their stages, your notifications and job alerts, a record of which companies viewed your resume (for a year), and sign-in and security records such as counters of failed tries, which expire within a day. An employer's company, its jobs and who applied to them belong to the company.",
          "We keep it while your account exists. A sign-up whose email is never confirmed is removed after 7 days. When you delete your account, it is removed at once, your files and their older versions too; the database's backups, kept for recovery only, hold a copy for up to 35 days.",
          'To get a copy: in Settings, under Privacy, choose Download my data. You get a JSON file of everything above; the links to your resume and photo in it work for an hour.',
          "To delete your account: in Settings, under Privacy, choose Delete account, enter your password, then the 6-character code we email you. This cannot be undone: a candidate's applications are withdrawn, and the last member of a company takes the company and its jobs with them.",
        ],
      },
      {
        id: 'notifications',
        question: 'What are notifications?',
        answer: [
          'The bell at the top of the dashboard shows how many notifications you have not read. Employers are notified of each new application; candidates when an application is received. Open Notifications to read them or mark them all as read.',
        ],
      },
    ],
  },
];

/** The sections in the order a user of this account type needs them most. */
export function sectionsFor(role: string | undefined): HelpSection[] {
  if (role !== 'employer' && role !== 'candidate') return HELP_SECTIONS;
  const rank = (section: HelpSection) => (section.audience === role ? 0 : section.audience === 'everyone' ? 1 : 2);
  return [...HELP_SECTIONS].sort((a, b) => rank(a) - rank(b));
}
