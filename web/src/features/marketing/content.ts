// The texts of the marketing pages (docs/product/public-site.md): the claims of the product brief only.
import { Briefcase, ChatDots, Headset, Keyboard, Megaphone, PencilSquare, type Icon } from 'react-bootstrap-icons';
import brightline from './assets/brightline.svg';
import cobaltCo from './assets/cobalt-co.svg';
import lumenLabs from './assets/lumen-labs.svg';
import northwind from './assets/northwind.svg';
import orbitly from './assets/orbitly.svg';

/** The words the hero types, one after the other. */
export const HERO_WORDS = ['virtual assistant', 'developer', 'designer', 'digital marketer'] as const;

export interface Benefit {
  title: string;
  text: string;
}

export const WHY_HIRE: Benefit[] = [
  {
    title: 'Pay only if you are satisfied',
    text: 'Every hire starts on a trial basis. If the work is not what you need, you do not pay.',
  },
  {
    title: 'Hire in two weeks',
    text: 'From your first message to your new expert at work, in two weeks, with matches usually in under 24 hours.',
  },
  {
    title: 'No agency fees',
    text: 'You pay for the work, not for the search: screening and matching come at no extra cost.',
  },
];

export interface Step {
  number: number;
  title: string;
  text: string;
}

export const HOW_IT_WORKS: Step[] = [
  { number: 1, title: 'Post your job', text: 'Describe the role, the hours and the pay. Posting takes 3-5 minutes.' },
  {
    number: 2,
    title: 'Get matched',
    text: 'We match you with screened candidates from the top 2%, usually in under 24 hours.',
  },
  {
    number: 3,
    title: 'Hire on a trial basis',
    text: 'Interview, choose and start working together. Pay only if you are satisfied.',
  },
];

export interface Logo {
  name: string;
  src: string;
}

export const TRUSTED_BY: Logo[] = [
  { name: 'Northwind', src: northwind },
  { name: 'Brightline', src: brightline },
  { name: 'Lumen Labs', src: lumenLabs },
  { name: 'Cobalt & Co', src: cobaltCo },
  { name: 'Orbitly', src: orbitly },
];

export interface Review {
  text: string;
  name: string;
  role: string;
}

export const REVIEWS: Review[] = [
  {
    text: 'We posted our job on a Monday and had three excellent virtual assistants to interview the next day. Our new assistant has been with us for a year now.',
    name: 'Sarah Mitchell',
    role: 'Operations Director, Northwind',
  },
  {
    text: 'The trial basis made it an easy decision. We hired two developers and a designer in under two weeks, without paying a single agency fee.',
    name: 'David Okafor',
    role: 'Founder, Lumen Labs',
  },
];

export interface Category {
  icon: Icon;
  name: string;
  text: string;
  /** The job title the category's search uses. */
  jobTitle: string;
}

export const CATEGORIES: Category[] = [
  {
    icon: Briefcase,
    name: 'Virtual assistance',
    text: 'Assistants who manage calendars, inboxes, travel and the daily admin.',
    jobTitle: 'virtual assistant',
  },
  {
    icon: Headset,
    name: 'Customer support',
    text: 'Friendly, reliable support agents for chat, email and phone.',
    jobTitle: 'customer support',
  },
  {
    icon: ChatDots,
    name: 'Help desk',
    text: 'Technical help desk experts who solve problems and keep users happy.',
    jobTitle: 'help desk',
  },
  {
    icon: Keyboard,
    name: 'Data entry',
    text: 'Fast, accurate data entry, cleaning and research specialists.',
    jobTitle: 'data entry',
  },
  {
    icon: PencilSquare,
    name: 'Content writing',
    text: 'Writers for blogs, websites, product pages and newsletters.',
    jobTitle: 'content writer',
  },
  {
    icon: Megaphone,
    name: 'Digital marketing',
    text: 'Marketers for social media, search, email and paid campaigns.',
    jobTitle: 'digital marketer',
  },
];

export interface Faq {
  question: string;
  answer: string;
}

/** Six entries, one question asked twice (docs/product/public-site.md: "one question repeated"). */
export const FAQS: Faq[] = [
  {
    question: 'How does hiring a remote expert work?',
    answer:
      'Post your job in 3-5 minutes. We match you with screened candidates from the top 2%, usually in under 24 hours. You interview them, choose, and start on a trial basis.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'There are no agency fees. You agree the pay with your expert, and during the trial you pay only if you are satisfied.',
  },
  {
    question: 'How are candidates screened?',
    answer:
      'Every candidate goes through our screening of skills, experience and communication. Only the top 2% of candidates make it onto the platform.',
  },
  {
    question: 'How quickly can I hire?',
    answer: 'Most employers are matched in under 24 hours and hire in two weeks.',
  },
  {
    question: 'Can I find remote work here as a candidate?',
    answer:
      'Yes. Sign up as an individual, add your bio and resume, then search open remote jobs and apply in a few clicks.',
  },
  {
    question: 'How does hiring a remote expert work?',
    answer:
      'In short: post your job, get matched with screened experts, interview them and hire on a trial basis. Need help? Submit your requirements and our team will guide you.',
  },
];

export const SERVICE_STATS = [
  { value: '10K+', label: 'Active jobs' },
  { value: '50K+', label: 'Registered users' },
  { value: '95%', label: 'Success rate' },
] as const;
