// The scam signals of trust and safety (docs/product/trust-and-safety.md, Scam signals): how fake
// remote jobs read, written once so that jobs and messages are checked alike. The text is
// NFKC-normalised, lower-cased and cut into sentences; each rule reads one sentence, so words
// far apart in a long job text never make a signal together. A signal is a reason to look, not
// a verdict: the rules ask for the wording of a request (who pays, who is contacted where), not
// for a topic, so that a crypto engineer's job or a WhatsApp support agent's is left alone.

export type ScamSignal = 'asks-for-money' | 'outside-chat' | 'crypto-or-cheque' | 'pay-out-of-line';
type TextSignal = Exclude<ScamSignal, 'pay-out-of-line'>;

/** Every signal, in the order they are reported. */
export const SCAM_SIGNALS: readonly ScamSignal[] = [
  'asks-for-money',
  'outside-chat',
  'crypto-or-cheque',
  'pay-out-of-line',
];

/** Pay above this many times the department's median yearly pay is out of line (issue #51). */
export const PAY_OUT_OF_LINE_FACTOR = 5;

export const SCAM_SIGNAL_REASONS: Record<ScamSignal, string> = {
  'asks-for-money': 'It asks candidates to pay (a fee, a deposit, equipment or training)',
  'outside-chat':
    'It moves the conversation to an outside chat app (Telegram, WhatsApp, Signal…) with a number or handle',
  'crypto-or-cheque': 'It involves crypto, gift cards or cheques to handle for the company, or pay in crypto',
  'pay-out-of-line': `Its pay is more than ${PAY_OUT_OF_LINE_FACTOR} times the department’s median yearly pay`,
};

// Pieces of the rules below, as RegExp sources.
/** An amount of money: "$50", "€1,200", "300 usd". */
const AMOUNT = String.raw`(?:[$€£₦₹]\s?\d[\d,.]*k?|\b\d[\d,.]*\s?(?:usd|dollars|eur|euros?|gbp|pounds|naira|rupees)\b)`;
/** What a fee is called or for: "registration", "refundable", "starter kit". */
const FEE_WORD = String.raw`(?:small|one[- ]time|(?:non[- ])?refundable|required|mandatory|registration|training|onboarding|application|processing|activation|equipment|security|joining|admin(?:istrative)?|placement|certification|starter[- ]kit|kit|enrol?l?ment|booking|interview|background[- ]check|visa|verification|upfront|up[- ]front|initial)`;
/** What is asked after "pay"/"send": "(us) a $50 onboarding fee", "deposits", "$200". */
const MONEY_ASKED = String.raw`(?:(?:us|me)\s+)?(?:(?:(?:a|an|the|your|this|our)\s+)?(?:(?:${FEE_WORD}|${AMOUNT})\s+){0,3}(?:fees?|deposits?)\b|${AMOUNT})`;
/** The same, asked in the imperative: only with an article or an amount ("pay the fee", "send $99"). */
const MONEY_ASKED_BARE = String.raw`(?:(?:us|me)\s+)?(?:(?:a|an|the|your|this)\s+(?:(?:${FEE_WORD}|${AMOUNT})\s+){0,3}(?:fee|deposit)\b|${AMOUNT})`;
/** What a candidate is made to buy: "your own equipment", "the training materials". */
const PAID_ITEM = String.raw`(?:(?:your|the|a|an|their)\s+)?(?:own\s+)?(?:[a-z-]+\s+){0,2}?(?:equipment|laptops?|computers?|devices?|kits?|materials|training|courses?|certifications?|background\s+checks?|software|licen[cs]es?|uniforms?)\b`;
const CANDIDATE = String.raw`\b(?:you|candidates?|applicants?|new\s+hires?|trainees?|interns?|each\s+(?:candidate|applicant|hire))`;
/** The candidate as the one who must: "you'll first need to", "applicants are required to". */
const CANDIDATE_MUST = String.raw`${CANDIDATE}(?:'ll|\s+will)?(?:\s+(?:also|first|then|just|only))?\s+(?:must|needs?\s+to|ha(?:ve|s)\s+to|(?:are|is|will\s+be)\s+(?:required|expected|asked)\s+to|should)(?:\s+(?:also|first|then|just|only))?\s+`;
/** Where an imperative starts: the sentence's start, after a colon, or "please", "kindly"... */
const IMPERATIVE = String.raw`(?:^|[:;,]\s*|\b(?:please|kindly|simply|just|first|then|now)\s+)`;
/** Chat apps outside the product (Signal only where the word cannot be the ordinary one). */
const CHAT_APP = String.raw`(?:telegram|whats[\s-]?app|wechat|skype|viber|kakao\s?talk|line\s+app|threema|wickr|kik|signal)\b`;
const CHAT_APP_NAMED = String.raw`(?:telegram|whats[\s-]?app|wechat|skype|viber|kakao\s?talk|line\s+app|threema|wickr|kik|signal(?=\s*(?:app|messenger|id|number|:|@|\+)))\b`;
/** A handle ("@hr_desk", "live:hr.recruit", not an email address) or a phone number. */
const HANDLE_OR_PHONE = String.raw`(?:(?<![\w.])@[\w.]{3,}|live:[\w.-]+|\+?\(?\d[\d\s().-]{6,}\d)`;
/** Who the candidate is told to contact: "us", "our hr manager", "@hr_desk", "mr. li". */
const CONTACT_TARGET = String.raw`(?:me|us|him|her|our\s+(?:[a-z]+\s+)?(?:hr|recruit\w*|hiring\s+\w+|manager|team|agent|assistant|coordinator|department|officer|supervisor)|the\s+(?:[a-z]+\s+)?(?:hr|recruit\w*|hiring\s+\w+|manager|agent|coordinator|department|officer|supervisor)|(?:mr|mrs|ms|dr)\.?\s+\w+|${HANDLE_OR_PHONE})`;
/** The customers of a support job reach the company too: "customers (who) reach us via WhatsApp". */
const NOT_CUSTOMERS = String.raw`(?<!\b(?:who|that|customers?|clients?|users?|patients?|people|they|members|guests|buyers|students|parents)(?:\s+(?:can|may|will|often|usually|also))?\s)`;
const CRYPTO = String.raw`(?:bitcoins?|btc|usdt|usdc|tether|ethereum|eth|litecoin|crypto(?:currenc(?:y|ies))?|binance|coinbase)\b`;
/** A cheque, as a noun: "a cashier's check", "the check", "cheques" (not "check-in", "check that"). */
const CHEQUE = String.raw`(?:(?:a|an|the|this|that|your|our|these|each)\s+(?:(?!and\b|or\b)[a-z']+\s+)?(?:cheques?|checks?)|cheques?)(?![-\w])`;

type Rule = { signal: TextSignal; pattern: RegExp; unless?: RegExp };
const rule = (signal: TextSignal, source: string, unless?: RegExp): Rule => ({
  signal,
  pattern: new RegExp(source),
  ...(unless && { unless }),
});

/** "No fees", "we will never ask you to pay", "you won't need to pay": the sentence says it does not ask. */
const SAYS_NO_PAYMENT = new RegExp(
  String.raw`\b(?:never|not|no\s+one|nobody)\s+(?:[^\s,;]+\s+){0,4}?(?:asks?|require[sd]?|charges?|requests?|expects?|needs?|ha(?:ve|s)\s+to|must|pay)\b|n't\s+(?:[^\s,;]+\s+){0,2}?(?:ask|require|charge|request|expect|need|have\s+to|pay)\b|\bno\s+(?:[^\s,;]+\s+){0,2}?(?:fees?|charges?|deposits?|costs?|payments?)\b|\bfree\s+of\s+charge\b|\bat\s+no\s+cost\b|\bwithout\s+(?:any\s+)?(?:fees?|charges?|costs?)\b`,
);
/** "We cover certification fees", "a $1,000 training budget": the employer is the one paying. */
const EMPLOYER_PAYS = new RegExp(
  String.raw`\b(?:we|us|our\s+company|the\s+company|the\s+employer|employer)\b(?:\s+[^\s,;]+){0,3}?\s+(?:pays?|covers?|reimburses?|funds?|sponsors?|provides?|handles?)\b|\b(?:covered|reimbursed|paid\s+by\s+(?:us|the\s+company|the\s+employer)|budget|stipend|allowance|sponsored|waived|on\s+us)\b`,
);
/** The fee is someone else's, as in a sales or property job: "a $2,000 onboarding fee for enterprise customers". */
const FOR_OTHERS = String.raw`\b(?:customers?|clients?|tenants?|students?|patients?|merchants?|users?|buyers?)\b`;
/** A custody job's own wallets ("cold wallet"), not one a candidate is told to send to. */
const TRADE_NOT_WALLET = String.raw`(?!(?:cold|hot|treasury|custody|multi-?sig)\b)`;

const RULES: Rule[] = [
  // Candidate must pay/send a fee, a deposit or an amount: "you must pay a $200 training fee".
  rule(
    'asks-for-money',
    String.raw`${CANDIDATE_MUST}(?:(?:pay|send|transfer|wire|remit|deposit)\s+${MONEY_ASKED}|make\s+(?:a|an|the)\s+(?:[^\s,;]+\s+){0,2}?payment)`,
    SAYS_NO_PAYMENT,
  ),
  // Candidate must buy their own kit or training: "you will need to purchase your equipment".
  rule('asks-for-money', String.raw`${CANDIDATE_MUST}(?:purchase|buy|pay\s+for)\s+${PAID_ITEM}`, SAYS_NO_PAYMENT),
  // The candidate's bill: "you are responsible for paying the equipment fee".
  rule(
    'asks-for-money',
    String.raw`${CANDIDATE}\s+(?:are|is|will\s+be)\s+responsible\s+for\s+(?:paying(?:\s+for)?|purchasing|buying)\s+(?:${MONEY_ASKED}|${PAID_ITEM})`,
    SAYS_NO_PAYMENT,
  ),
  // Imperative: "please pay the $50 onboarding fee", "send a deposit of $150".
  rule(
    'asks-for-money',
    String.raw`${IMPERATIVE}(?:pay|send|transfer|wire|remit)\s+${MONEY_ASKED_BARE}`,
    SAYS_NO_PAYMENT,
  ),
  // A fee or deposit that comes back: "a refundable registration fee", "the deposit is refundable".
  rule(
    'asks-for-money',
    String.raw`\b(?:non[- ])?refundable\s+(?:[a-z-]+\s+){0,2}?(?:fees?|deposits?)\b|\b(?:fees?|deposits?)\s+(?:is|are|will\s+be)\s+(?:fully\s+)?refund(?:able|ed)\b`,
    SAYS_NO_PAYMENT,
  ),
  // A named fee with a due date, an amount or "required": "the training fee is payable before you start".
  rule(
    'asks-for-money',
    String.raw`^(?=.*(?:\b(?:registration|training|onboarding|enrol?l?ment|activation|placement|equipment|joining|starter[- ]kit|kit|admin(?:istrative)?|interview|background[- ]check|verification|upfront|up[- ]front|one[- ]time)\s+(?:fees?|deposits?|charges?)\b|\bstarter[- ]kits?\b))(?=.*(?:\bpayable\b|\b(?:is|are)\s+(?:required|mandatory|due)\b|\bmust\s+be\s+paid\b|\bdue\s+(?:before|on|upon|at|by|within)\b|\bbefore\s+(?:you\s+(?:start|begin)|starting|your\s+first|onboarding)\b|\bto\s+(?:secure|reserve|confirm|activate)\s+(?:your|the)\b|\bdeducted\s+from\s+your\b|${AMOUNT}))`,
    new RegExp(`${SAYS_NO_PAYMENT.source}|${EMPLOYER_PAYS.source}|${FOR_OTHERS}`),
  ),
  // Once the candidate pays: "once you pay the $150 registration fee, we will ship your laptop".
  rule(
    'asks-for-money',
    String.raw`\b(?:once|after|when|as\s+soon\s+as|until)\s+you\s+(?:have\s+)?(?:pay|paid|send|sent)\s+${MONEY_ASKED}`,
    new RegExp(`${SAYS_NO_PAYMENT.source}|${EMPLOYER_PAYS.source}`),
  ),
  // Equipment bought through the company's vendor: "all equipment must be purchased from our approved supplier".
  rule(
    'asks-for-money',
    String.raw`\b(?:equipment|laptops?|computers?|devices?|kits?|materials|software)\b(?:\s+[^\s,;]+){0,3}?\s+(?:must|needs?\s+to|ha(?:ve|s)\s+to|(?:is|are)\s+to)\s+be\s+(?:purchased|bought|ordered)\s+(?:[^\s,;]+\s+){0,3}?from\s+(?:our|the|a|an)\s+(?:[a-z-]+\s+){0,2}?(?:vendors?|suppliers?|partners?|stores?|providers?)\b`,
    new RegExp(`${SAYS_NO_PAYMENT.source}|${EMPLOYER_PAYS.source}`),
  ),

  // A link that opens a chat: "wa.me/15551234567", "t.me/hr_desk".
  rule(
    'outside-chat',
    String.raw`\b(?:wa\.me|t\.me|telegram\.(?:me|dog)|chat\.whatsapp\.com|api\.whatsapp\.com/send|signal\.me|join\.skype\.com|u\.wechat\.com|line\.me)/`,
  ),
  // Told to contact someone there: "message us on Telegram", "text +1 555 123 4567 on WhatsApp".
  rule(
    'outside-chat',
    String.raw`${NOT_CUSTOMERS}\b(?:contact|message|text|msg|dm|ping|write\s+to|reach(?:\s+out)?(?:\s+to)?|get\s+in\s+touch(?:\s+with)?|chat\s+with|talk\s+to|speak\s+(?:to|with)|add|connect\s+with|call|whatsapp|hit\s+(?:me|us)\s+up)\s+(?:${CONTACT_TARGET}\s+)?(?:(?:directly|privately|now|today|immediately|asap|only)\s+)?(?:on|via|through|over|using|at|in)\s+${CHAT_APP}`,
  ),
  // An app with a number or handle: "WhatsApp +44 7700 900123", "Skype: live:hr.recruit", "WeChat ID: hr8888".
  rule(
    'outside-chat',
    String.raw`${CHAT_APP_NAMED}\s*(?:(?:id|number|no\.?|handle|username|user\s*name|contact|account)\s*)?(?:[:=–—-]|is|at|on)?\s*${HANDLE_OR_PHONE}|${CHAT_APP_NAMED}\s*(?:id|username|user\s*name|handle)\s*(?:is\s+|[:=-]\s*)[\w.-]{3,}`,
  ),
  // A number or handle, then the app: "@hr_manager on Telegram", "+1 555 123 4567 (WhatsApp)".
  rule('outside-chat', String.raw`${HANDLE_OR_PHONE}\s*(?:\(|on\s+|via\s+|-\s*)?${CHAT_APP_NAMED}`),
  // Groups, installs and interviews there: "join our WhatsApp group", "the interview is held on Telegram".
  rule(
    'outside-chat',
    String.raw`\b(?:join|add\s+you\s+to)\s+(?:our|my|the|a)\s+${CHAT_APP_NAMED}\s*(?:group|channel|chat)|\b(?:download|install)\s+(?:the\s+)?${CHAT_APP_NAMED}|\b(?:interviews?|hiring\s+manager|recruiter|hr\s+(?:manager|team|department|officer)|onboarding)\b(?:\s+[^\s,;]+){0,6}?\s+(?:on|via|through|over|using)\s+(?:telegram|whats[\s-]?app|wechat|viber|signal|kik)\b`,
  ),

  // A cheque sent to the candidate: "we will send you a check", "we'll mail you a cashier's check".
  rule(
    'crypto-or-cheque',
    String.raw`\b(?:send(?:ing)?|mail(?:ing)?|post(?:ing)?|issue|overnight|courier|ship|forward)\s+(?:to\s+)?you\s+${CHEQUE}`,
  ),
  // Depositing or cashing it: "mobile deposit the check", "a cheque to deposit".
  rule(
    'crypto-or-cheque',
    String.raw`\b(?:deposit|cash|mobile[- ]deposit|endorse)\s+${CHEQUE}|${CHEQUE}\s+(?:[^\s,;]+\s+){0,4}?(?:to|and|then|you\s+will|you'll)\s+(?:mobile[- ])?(?:deposit|cash)\b`,
  ),
  // Gift cards bought for the company, or their codes asked for: "buy 5 Apple gift cards".
  rule(
    'crypto-or-cheque',
    String.raw`(?<!\bwe(?:'ll|\s+will|\s+also)?\s)\b(?:buy|purchase|get|pick\s+up)\s+(?:[^\s,;]+\s+){0,4}?gift[- ]?cards?\b|^(?=.*gift[- ]?cards?).*\b(?:send|text|email|share|forward)\s+(?:me|us)\s+(?:[^\s,;]+\s+){0,4}?(?:codes?|pins?|pictures?|photos?)\b`,
  ),
  // Candidate told to buy or send crypto: "you will need to buy bitcoin", "send 0.05 btc to our wallet".
  rule(
    'crypto-or-cheque',
    String.raw`(?:${CANDIDATE_MUST}|\b(?:please|kindly)\s+)(?:buy|purchase|send|deposit|convert|exchange|load)\s+(?:[^\s,;]+\s+){0,4}?${CRYPTO}|${IMPERATIVE}(?:buy|purchase|send|deposit)\s+(?:${AMOUNT}|[\d.]+)\s+(?:(?:worth\s+of|of|in)\s+)?${CRYPTO}|\b(?:send|transfer|deposit)\s+(?:[^\s,;]+\s+){0,4}?(?:to|into)\s+(?:our|my|this|the\s+company'?s?|the\s+following|the\s+below|the\s+provided)\s+${TRADE_NOT_WALLET}(?:[a-z]+\s+){0,2}?wallet\b`,
  ),
  // Paid in crypto: "your salary will be paid in USDT", "a crypto wallet for your salary".
  rule(
    'crypto-or-cheque',
    String.raw`\b(?:salary|salaries|wages?|your\s+pay|weekly\s+pay|monthly\s+pay|you(?:'ll|\s+will)?\s+(?:be\s+|get\s+)?paid|compensation|earnings|payouts?)\b(?:\s+[^\s,;]+){0,4}?\s+(?:in|via|through|to|into|with|as)\s+(?:[^\s,;]+\s+){0,2}?${CRYPTO}|\b(?:crypto|bitcoin|btc|usdt|binance|coinbase)\s+(?:wallet|account)\b(?:\s+[^\s,;]+){0,4}?\s+(?:salary|wages?|pay|payments?|earnings|payroll)\b`,
  ),
  // Money moved through the candidate's own account: "receive payments into your personal bank account".
  rule(
    'crypto-or-cheque',
    String.raw`\b(?:receive|accept|collect|process|handle|forward|transfer)\s+(?:[^\s,;]+\s+){0,3}?(?:payments?|funds|money|transfers|deposits)\b(?:\s+[^\s,;]+){0,5}?\s+(?:through|into|via|using|to|from|in|on)\s+your\s+(?:own|personal|private)\s+(?:bank\s+|paypal\s+|checking\s+)?(?:account|card|wallet)\b|\b(?:payments?|funds|money)\b(?:\s+[^\s,;]+){0,4}?\s+on\s+behalf\s+of\s+(?:the|our)\s+(?:company|employer|ceo|director|boss)\b`,
  ),
];

/** Lower-cased sentences of NFKC text; zero-width characters, curly apostrophes and runs of spaces evened out. */
function sentencesOf(text: string): string[] {
  const even = text
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[‘’ʼ`]/g, "'")
    .toLowerCase();
  // A full stop ends a sentence unless it ends "mr.", "e.g."... ("contact mr. li on wechat").
  return even
    .split(/(?<=[.!?])(?<!\b(?:mr|mrs|ms|dr|e\.g|i\.e|no|st)\.)\s+|\s*[\n\r•]+\s*/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The signals a text's wording shows, each once, in SCAM_SIGNALS order. */
export function textSignals(text: string): ScamSignal[] {
  const found = new Set<ScamSignal>();
  for (const sentence of sentencesOf(text)) {
    for (const { signal, pattern, unless } of RULES) {
      if (!found.has(signal) && pattern.test(sentence) && !unless?.test(sentence)) found.add(signal);
    }
  }
  return SCAM_SIGNALS.filter((signal) => found.has(signal));
}

/** Whether the yearly pay is above PAY_OUT_OF_LINE_FACTOR times the department's median; false when either is unknown. */
export function payOutOfLine(yearlyPay: number | undefined, departmentMedianYearly: number | undefined): boolean {
  if (yearlyPay === undefined || !departmentMedianYearly || departmentMedianYearly <= 0) return false;
  return yearlyPay > PAY_OUT_OF_LINE_FACTOR * departmentMedianYearly;
}

export type JobText = { jobTitle: string; aboutRole: string; screeningQuestions?: { question: string }[] };

/** A job's signals: its title, about and screening questions read as one text, and its pay. */
export function jobSignals(job: JobText, pay: { yearly?: number; departmentMedian?: number } = {}): ScamSignal[] {
  const text = [job.jobTitle, job.aboutRole, ...(job.screeningQuestions ?? []).map((q) => q.question)].join('\n');
  const signals = textSignals(text);
  return payOutOfLine(pay.yearly, pay.departmentMedian) ? [...signals, 'pay-out-of-line'] : signals;
}

/** A message's signals: the same wording rules as a job's. */
export function messageSignals(text: string): ScamSignal[] {
  return textSignals(text);
}
