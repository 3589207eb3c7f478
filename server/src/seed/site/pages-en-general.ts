import type { AboutContent, ContactContent, HomeContent, MagazineContent, PolicyContent, SurveyContent } from '@rira/contracts';

/** English copy of the home, about, contact, policy, magazine and survey pages. */

export const homeEn: HomeContent = {
  seo: {
    title: 'RIRA | 360-degree feedback and HR consultancy',
    description:
      'RIRA helps organisations know and grow their people with 360-degree competency assessment, learning, hiring and performance management.',
  },
  hero: {
    eyebrow: 'HR and organisational development consultancy',
    title: 'Build an organisation whose people get better every day',
    subtitle:
      'RIRA stands beside you with 360-degree feedback, learning and HR consulting, so you can measure competencies accurately, grow talent on purpose and lift the performance of your teams, with tools built for the language and culture of Iranian organisations.',
    primaryCta: 'Talk to a consultant',
    secondaryCta: 'Explore our products',
  },
  stats: [
    { id: 'collections', value: 100, display: 'plain', label: 'client organisations' },
    { id: 'users', value: 500, display: 'thousandsPlus', label: 'users' },
    { id: 'research', value: 30, display: 'plain', label: 'years of research' },
    { id: 'skills', value: 18000, display: 'plus', label: 'interpersonal skills' },
  ],
  products: {
    title: 'RIRA products',
    intro:
      'Tools to measure, teach and keep growing people and teams. Each works on its own; together they give a full picture of your people.',
  },
  services: {
    title: 'RIRA services',
    intro: 'From job structures to hiring, assessment and development, our consultants work alongside your HR team, not instead of it.',
  },
  approach: {
    title: 'Why organisations choose RIRA',
    intro: 'We start by listening and finish with a result you can measure.',
    items: [
      {
        icon: 'compass',
        title: 'Local and research-based',
        body: 'Our competency models and questionnaires come from three decades of research in Iranian organisations and are validated on real data.',
      },
      {
        icon: 'shield',
        title: 'Confidential and secure',
        body: 'Raters’ answers are reported anonymously and each organisation’s data is kept apart. Trust is what makes honest feedback possible.',
      },
      {
        icon: 'chart',
        title: 'Reports people can use',
        body: 'Instead of tables of numbers, RIRA reports show blind spots, hidden strengths and each person’s next step in plain language.',
      },
      {
        icon: 'users',
        title: 'With you until it works',
        body: 'Feedback sessions, coaching and individual development plans come with every assessment, so results turn into new behaviour.',
      },
    ],
  },
  trusted: {
    title: 'Organisations that trust us',
    intro: 'From technology start-ups to large industrial groups, they have come to know their people better with RIRA.',
  },
  magazine: {
    title: 'From the RIRA magazine',
    intro: 'Practical writing on leadership, feedback, personal growth and people management.',
    linkLabel: 'All articles',
  },
  faq: { title: 'Frequently asked questions' },
  cta: {
    title: 'Where should we begin?',
    body: 'A short, free conversation with a RIRA consultant is enough to find out which tool or service answers your organisation’s question today.',
    button: 'Talk to a consultant',
  },
};

export const aboutEn: AboutContent = {
  seo: {
    title: 'About RIRA | Three decades of research on leadership',
    description:
      'RIRA is a team of organisational psychologists, HR consultants and engineers who make assessing and developing people accurate, humane and useful.',
  },
  hero: {
    eyebrow: 'About us',
    title: 'We believe anyone can get better, given a clear picture of themselves',
    subtitle:
      'RIRA grew out of a research group on leadership competencies. Today we build tools and services that help organisations assess their people fairly and develop them with purpose.',
  },
  story: {
    title: 'Our story',
    paragraphs: [
      'It began with a simple question: why do managers who shine in their specialist work so often struggle to lead a team? In the mid-1990s a small group of organisational psychologists set out to answer it by recording and analysing the daily behaviour of managers in dozens of Iranian organisations.',
      'Those years produced a library of more than eighteen thousand behaviours and interpersonal skills, grouped into competency clusters. The library became the foundation of RIRA’s 360-degree assessment: instead of dry ratings, raters sort behaviours into three piles, building a truer picture of the person.',
      'Today RIRA is a team of psychologists, HR consultants, learning designers and software engineers. More than a hundred organisations, from industry and banking to technology start-ups, trust us with assessing and developing their people, and over half a million people have used our tools.',
    ],
  },
  values: {
    title: 'What we hold to',
    items: [
      {
        icon: 'target',
        title: 'Accuracy before speed',
        body: 'Every question and report is tested on real data before it reaches you. We would rather arrive later than arrive wrong.',
      },
      {
        icon: 'shield',
        title: 'Trustworthiness',
        body: 'Feedback is honest only when raters know their answers are safe. We guard data as we guard your trust.',
      },
      {
        icon: 'sparkles',
        title: 'Growth, not judgement',
        body: 'Assessment is not about labels; it starts a conversation that ends in a clear plan for growth.',
      },
      {
        icon: 'puzzle',
        title: 'Real partnership',
        body: 'We work with your HR team, pass on what we know and fit every solution to your culture.',
      },
    ],
  },
  milestones: {
    title: 'How we got here',
    items: [
      {
        year: '1995',
        title: 'Research begins',
        body: 'A research group on leadership competencies starts recording and analysing managers’ behaviour in Iranian organisations.',
      },
      {
        year: '2006',
        title: 'The first local competency model',
        body: 'The behaviour library is organised into competency clusters and the first paper-based 360-degree assessment is run.',
      },
      {
        year: '2013',
        title: 'RIRA is founded',
        body: 'The research group becomes a consultancy offering hiring, job evaluation and performance management.',
      },
      {
        year: '2019',
        title: 'RIRA 360 goes online',
        body: 'The online 360-degree platform launches, with automatic reports and invitations in Persian and English.',
      },
      {
        year: '2022',
        title: 'RIRA Academy',
        body: 'Learning paths for managers and staff, with coaching and development plans, join the assessments.',
      },
      {
        year: '2024',
        title: 'Half a million users',
        body: 'More than 500,000 people have used RIRA tools and our hundredth client organisation joins us.',
      },
    ],
  },
  approach: {
    title: 'How we work',
    paragraphs: [
      'Every engagement begins with listening: we talk with managers and staff to separate the real problem from its symptoms. Then we propose the tool or service that answers that problem, not a ready-made package that is the same for everyone.',
      'We work through delivery step by step with your team and hand over the know-how, so the organisation can carry on once the project ends. At the end we measure results against indicators we agreed together at the start.',
    ],
  },
  cta: {
    title: 'Let’s get acquainted',
    body: 'If you would like to know how RIRA can help your organisation, send us a message or book an introductory session.',
    button: 'Contact us',
  },
};

export const contactEn: ContactContent = {
  seo: {
    title: 'Contact RIRA | Consultations and partnerships',
    description: 'Talk to RIRA about 360-degree feedback, learning or HR services, or send us a message through the contact form.',
  },
  title: 'Contact us',
  intro: 'To talk about 360-degree feedback, learning or any of our HR services, get in touch. RIRA consultants answer on working days.',
  formTitle: 'Send us a message',
  formIntro: 'Fill in the form and one of our consultants will call you back within one working day.',
  hoursTitle: 'Opening hours',
  hours: 'Saturday to Wednesday, 9:00 to 17:00 (Tehran time)',
  responseTime: 'We answer messages and e-mails within one working day.',
};

export const policyEn: PolicyContent = {
  seo: {
    title: 'RIRA privacy policy | What we collect and why',
    description: 'What the forms on the RIRA website collect, what it is used for, how long it is kept and what rights you have.',
  },
  title: 'Privacy policy',
  intro:
    'RIRA asks only for the information it needs to answer your request and uses it for nothing else. This page explains in plain words what each form collects, why, how long it is kept and what choices you have.',
  updatedOn: '2026-11-01',
  sections: [
    {
      id: 'forms',
      title: 'What the forms collect and why',
      paragraphs: ['Each form on the website has one purpose, and its information is used only for that purpose:'],
      items: [
        'Contact form: your full name, phone number, job title, work e-mail and message, so that we can reach the right person in your organisation and answer your question.',
        'Demo requests (products and services): the above plus your organisation’s name and approximate size, so that we can prepare a demo that fits your needs. When a request is made, RIRA’s system manager receives an in-app notice and an internal e-mail.',
        'Article attachment requests: your name, e-mail and, if you wish, a phone number. The file is sent to that address, and we record when and whether it was sent so that we can resend it if delivery failed.',
        'Assessment survey: your answers and, if you wish, your name, organisation and contact details, to understand what organisations need and to improve RIRA’s tools. The introduction section is optional; you can answer anonymously.',
      ],
    },
    {
      id: 'not-collected',
      title: 'What we do not collect',
      paragraphs: [
        'The RIRA website has no third-party tracking or advertising tools and never sells your information. Your IP address is not stored with the forms.',
        'To count article views, we make a one-way fingerprint (hash) from the day, your IP address and your browser type, so that each visitor counts once a day. Your address or identity cannot be recovered from it, and it is deleted after two days.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      paragraphs: ['The website uses only two essential cookies, and neither is used for tracking:'],
      items: [
        'rira_lang: the language you chose (Persian or English), so pages appear in that language; kept for one year.',
        'rira_sid: set only after you sign in to the panel, to keep your session; removed when you sign out or the session ends.',
      ],
    },
    {
      id: 'spam',
      title: 'Preventing spam',
      paragraphs: [
        'To stop automated mass submissions, the number of times each form can be sent from one IP address in a short period is limited. For this count the IP address is kept temporarily, for at most a day, and then deleted.',
      ],
    },
    {
      id: 'retention',
      title: 'Retention and security',
      paragraphs: [
        'Form information is kept for as long as it is needed to answer and follow up your request. Only authorised RIRA staff can see it, through the password-protected admin panel, and connections to the website are encrypted.',
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      paragraphs: [
        'You may ask at any time what information we hold about you, ask us to correct it or ask us to delete it completely. Just e-mail info@rira.ir; we reply within ten working days.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        'If the way we handle personal information changes, we will update this page and show the date of the latest revision at the top.',
      ],
    },
  ],
};

export const magazineEn: MagazineContent = {
  seo: {
    title: 'RIRA Magazine | Leadership, feedback and people development',
    description: 'Practical articles on 360-degree feedback, leadership, development plans, OKRs, hiring and performance management.',
  },
  title: 'RIRA Magazine',
  intro: 'Practical writing for managers and HR professionals, from reading a 360-degree report to designing a structured interview.',
  archive: {
    title: 'Article archive',
    intro: 'Articles published more than a year ago. Many of them are as useful today as on the day they appeared.',
    seo: {
      title: 'RIRA Magazine archive | Older articles',
      description: 'Articles from the RIRA magazine published more than a year ago, newest first.',
    },
  },
};

export const surveyEn: SurveyContent = {
  seo: {
    title: 'Organisational assessment survey | RIRA',
    description: 'Answer a few questions about assessing and developing people in your organisation and contribute to RIRA’s research.',
  },
  title: 'Organisational assessment survey',
  intro:
    'Every year RIRA publishes a picture of how Iranian organisations assess and develop their people. Your answers to these few questions feed that research, and if you like, we will send you the results.',
  estimatedMinutes: 4,
  questions: [
    {
      id: 'companySize',
      kind: 'single',
      label: 'How many employees does your organisation have?',
      required: true,
      options: [
        { value: 'up-to-50', label: 'Up to 50' },
        { value: '51-200', label: '51 to 200' },
        { value: '201-1000', label: '201 to 1,000' },
        { value: 'over-1000', label: 'More than 1,000' },
      ],
    },
    {
      id: 'experience',
      kind: 'single',
      label: 'Has your organisation ever run a 360-degree assessment?',
      required: true,
      options: [
        { value: 'regularly', label: 'Yes, regularly' },
        { value: 'once', label: 'Yes, once or twice' },
        { value: 'planning', label: 'No, but we are planning one' },
        { value: 'no', label: 'No' },
      ],
    },
    {
      id: 'satisfaction',
      kind: 'scale',
      label: 'How satisfied are you with the way performance and competencies are assessed today?',
      required: true,
      scale: { low: 'Not at all satisfied', high: 'Completely satisfied' },
    },
    {
      id: 'feedbackCulture',
      kind: 'scale',
      label: 'How comfortable are employees in giving their managers honest feedback?',
      required: true,
      scale: { low: 'Not at all', high: 'Completely' },
    },
    {
      id: 'priorities',
      kind: 'multiple',
      label: 'Which areas matter most to your organisation in the coming year?',
      hint: 'Choose as many as apply.',
      required: true,
      options: [
        { value: 'leadership', label: 'Developing managers and leaders' },
        { value: 'performance', label: 'Performance and goal management' },
        { value: 'hiring', label: 'Hiring' },
        { value: 'learning', label: 'Employee learning' },
        { value: 'job-evaluation', label: 'Job evaluation and pay structure' },
        { value: 'engagement', label: 'Engagement and retention' },
      ],
    },
    {
      id: 'challenge',
      kind: 'text',
      label: 'What is your organisation’s biggest people challenge today?',
      hint: 'Optional; a few sentences are enough.',
      required: false,
    },
    {
      id: 'followUp',
      kind: 'single',
      label: 'Would you like to receive the results of this research?',
      required: false,
      options: [
        { value: 'yes', label: 'Yes, please send them' },
        { value: 'no', label: 'No, thank you' },
      ],
    },
  ],
  respondent: {
    title: 'About you (optional)',
    intro:
      'If you would like the results or a call from our consultants, leave your details. Otherwise your answers are recorded anonymously.',
  },
  thankYou: {
    title: 'Thank you for taking part',
    body: 'Your answers have been recorded. The annual results are published in the RIRA magazine.',
  },
};
