import type { OfferingContent, ServiceId } from '@rira/contracts';

/** English copy of the seven service pages (and their /demo sub-pages). */
export const servicesEn: Record<ServiceId, OfferingContent> = {
  grading: {
    name: 'Job evaluation and grading',
    seo: {
      title: 'Job evaluation and grading | RIRA',
      description: 'Job analysis, point-factor evaluation and job grading for a pay structure that is fair, transparent and defensible.',
    },
    hero: {
      eyebrow: 'Job structure and reward',
      title: 'Fair pay starts with understanding each job properly',
      subtitle:
        'RIRA analyses, evaluates and grades the jobs in your organisation so that every job’s place is clear and your pay and benefits rest on a transparent, defensible foundation.',
    },
    overview: {
      title: 'Why evaluate jobs?',
      paragraphs: [
        'When pay is set by individual negotiation or history, dissatisfaction and the loss of key people follow sooner or later. Job evaluation answers the question of what each job is worth to the organisation, independent of who does it.',
        'Using the point-factor method and well-known factors such as knowledge, complexity, accountability and working conditions, we assess each job and place it in a grade that underpins the pay table, career paths and promotion decisions.',
      ],
    },
    facts: [
      { value: '8–16 weeks', label: 'project length' },
      { value: 'Point factor', label: 'evaluation method' },
      { value: 'Job profile', label: 'for every job' },
    ],
    features: {
      title: 'What we do',
      items: [
        {
          icon: 'clipboard',
          title: 'Job analysis and profiles',
          body: 'For each job we write a clear profile: purpose, duties, requirements and the competencies it needs.',
        },
        {
          icon: 'layers',
          title: 'Point-factor evaluation',
          body: 'Each job is scored on standard factors; a committee of your managers reviews the result.',
        },
        {
          icon: 'chart',
          title: 'Grades and pay table',
          body: 'Jobs are placed in grades and each grade’s pay range is compared with the market.',
        },
        {
          icon: 'trending',
          title: 'Career paths',
          body: 'We design vertical and lateral paths so people can see their future in the organisation.',
        },
      ],
    },
    process: {
      title: 'Project stages',
      steps: [
        {
          title: 'Gathering information',
          body: 'Questionnaires and interviews with job holders and managers collect information about each job.',
        },
        { title: 'Writing profiles', body: 'Each job profile is written and agreed with the responsible manager.' },
        { title: 'Evaluation and committee', body: 'Jobs are scored and the evaluation committee reviews and approves the results.' },
        { title: 'Grading and roll-out', body: 'We deliver the grades, pay table and maintenance guidelines, and train your team.' },
      ],
    },
    outcomes: {
      title: 'The result',
      items: [
        'A pay system you can explain to employees and defend',
        'Less dissatisfaction from pay comparisons between departments',
        'A clear basis for hiring, promotion and transfers',
        'Job profiles that also serve hiring and performance reviews',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Organisations whose pay structure has drifted over the years',
        'Growing companies building a reward system for the first time',
        'Organisations harmonising jobs after a merger or restructuring',
      ],
    },
    faq: { title: 'Job evaluation: frequently asked questions' },
    cta: {
      title: 'Let’s talk about your job structure',
      body: 'In a first meeting we review where you are today and propose the scope, timing and approximate cost of a project.',
      button: 'Book a consultation',
    },
    demo: {
      title: 'Book a job evaluation consultation',
      intro: 'Fill in the form and RIRA’s structure and reward consultant will call you to arrange a first meeting.',
      seo: {
        title: 'Job evaluation consultation | RIRA',
        description: 'Book a free consultation about evaluating and grading the jobs in your organisation.',
      },
    },
  },

  hrOutSource: {
    name: 'HR outsourcing',
    seo: {
      title: 'HR outsourcing | RIRA',
      description:
        'Outsource HR processes such as hiring, training, performance reviews and employee relations to an experienced team, with clear monthly reporting.',
    },
    hero: {
      eyebrow: 'HR as a service',
      title: 'A complete HR team, without the cost of building one',
      subtitle:
        'If your organisation does not yet have a full HR function, or your team is buried in day-to-day work, RIRA can take on some or all of your HR processes to a clear standard, with transparent reporting.',
    },
    overview: {
      title: 'Focus on the business, rest easy about HR',
      paragraphs: [
        'Small and growing companies usually make one or two people responsible for all of HR, from job adverts to contracts and training. The result is work that is always behind and no time left for anything strategic.',
        'Outsourcing to RIRA puts a team of specialists in hiring, learning, assessment and employee relations beside you. You choose the scope, and every month you receive a clear report of the work done and the indicators.',
      ],
    },
    facts: [
      { value: 'Modular', label: 'each process separately' },
      { value: 'Monthly', label: 'indicator report' },
      { value: 'One account manager', label: 'a single point of contact' },
    ],
    features: {
      title: 'Processes you can hand over',
      items: [
        { icon: 'users', title: 'Hiring', body: 'From needs analysis and adverts to screening, interviews and job offers.' },
        {
          icon: 'book',
          title: 'Learning and development',
          body: 'Training needs analysis, annual plans, running courses and measuring their impact.',
        },
        {
          icon: 'target',
          title: 'Performance reviews',
          body: 'Designing and running the review cycle, from goal setting to feedback meetings.',
        },
        {
          icon: 'clipboard',
          title: 'Employee relations and policies',
          body: 'Policies, procedures, personnel files and answering employees’ questions.',
        },
      ],
    },
    process: {
      title: 'How we start',
      steps: [
        {
          title: 'Understanding the situation',
          body: 'In the first two weeks we review current processes, documents and main pain points.',
        },
        { title: 'Scope and indicators', body: 'Together we decide which processes to hand over and how success will be measured.' },
        { title: 'Handover and delivery', body: 'The RIRA team takes over and documents and standardises the processes.' },
        { title: 'Reporting and improvement', body: 'Each month we review the indicators and improvement proposals in a short meeting.' },
      ],
    },
    outcomes: {
      title: 'What you gain',
      items: [
        'Documented, predictable HR processes',
        'Expertise that would be costly to hire full-time',
        'Managers’ time freed for the core business',
        'The option to bring any process back in-house, fully documented',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Companies of 20 to 300 people without a full HR function',
        'Start-ups hiring quickly',
        'Organisations that need extra capacity for a temporary project',
      ],
    },
    faq: { title: 'HR outsourcing: frequently asked questions' },
    cta: {
      title: 'Let’s see what you could hand over',
      body: 'In a first meeting we review your current processes together and propose a scope and cost.',
      button: 'Book a consultation',
    },
    demo: {
      title: 'Book an HR outsourcing consultation',
      intro: 'Tell us how many people you employ and which processes weigh most; we will call you to arrange a first meeting.',
      seo: {
        title: 'HR outsourcing consultation | RIRA',
        description: 'Book a consultation about outsourcing hiring, learning, performance reviews or employee relations to RIRA.',
      },
    },
  },

  idp: {
    name: 'Individual development plans (IDP)',
    seo: {
      title: 'Individual development plans (IDP) | RIRA',
      description: 'Development plans built on assessment results, with clear goals, practice at work, coaching and regular follow-up.',
    },
    hero: {
      eyebrow: 'Individual development plans',
      title: 'From an assessment report to growth people can see',
      subtitle:
        'RIRA’s individual development plans turn assessment results into a few clear goals, practical activities and follow-up meetings, so each person’s growth has a plan, not just a hope.',
    },
    overview: {
      title: 'Why most development plans never happen',
      paragraphs: [
        'Many development plans are long lists of courses that stay in an HR manager’s drawer. What is missing is a specific goal, practice in real work and someone who follows up on progress.',
        'We build plans on the 70-20-10 principle: most learning comes from experience and practice at work, some from feedback and coaching, and a smaller part from formal training. Each plan has two or three goals, not ten, and is reviewed monthly with the manager and coach.',
      ],
    },
    facts: [
      { value: '2–3', label: 'development goals per plan' },
      { value: '6 months', label: 'typical duration' },
      { value: 'Monthly', label: 'follow-up meeting' },
    ],
    features: {
      title: 'What a plan contains',
      items: [
        { icon: 'target', title: 'Clear goals', body: 'Each goal is behavioural, observable and tied to a real need at work.' },
        {
          icon: 'briefcase',
          title: 'Practice at work',
          body: 'Projects and assignments that give the chance to practise a new skill in daily work.',
        },
        {
          icon: 'message',
          title: 'Coaching and mentoring',
          body: 'Regular sessions with a RIRA coach or an internal mentor to reflect and remove obstacles.',
        },
        {
          icon: 'trending',
          title: 'Measuring progress',
          body: 'Short feedback from colleagues midway and at the end shows how far the change has been noticed.',
        },
      ],
    },
    process: {
      title: 'Steps',
      steps: [
        {
          title: 'Reading the report',
          body: 'In a session with a coach we read the assessment report and choose strengths and growth priorities.',
        },
        { title: 'Writing the plan', body: 'For each goal we set out activities, resources, a supporter and a timeline.' },
        {
          title: 'Talking with the manager',
          body: 'The plan is reviewed with the line manager so that practice opportunities and support are in place.',
        },
        { title: 'Follow-up and review', body: 'Progress is reviewed each month and the plan updated as needed.' },
      ],
    },
    outcomes: {
      title: 'What changes',
      items: [
        'Assessments lead to action, not to the archive',
        'People know their growth path and take ownership of it',
        'Managers play an active part in developing their team',
        'The training budget goes to precise, prioritised needs',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Organisations that have run a 360-degree assessment or assessment centre',
        'Succession and high-potential programmes',
        'Managers who want to take development conversations seriously',
      ],
    },
    faq: { title: 'Development plans: frequently asked questions' },
    cta: {
      title: 'Let’s turn your assessments into growth plans',
      body: 'In an introductory session we show you sample plans and how we follow them up.',
      button: 'Book a consultation',
    },
    demo: {
      title: 'Book a development plan consultation',
      intro: 'Fill in the form and a RIRA development consultant will talk with you about your organisation’s needs.',
      seo: {
        title: 'Individual development plan (IDP) consultation | RIRA',
        description: 'Book a consultation about designing and running development plans for your staff and managers.',
      },
    },
  },

  okr: {
    name: 'OKR',
    seo: {
      title: 'OKR implementation (objectives and key results) | RIRA',
      description: 'Implementing OKRs: training, writing objectives and key results, aligning teams and support through the first cycles.',
    },
    hero: {
      eyebrow: 'Objectives and key results',
      title: 'Everyone knows what really matters this quarter',
      subtitle:
        'RIRA implements OKRs in your organisation, from training to running the first cycles, so teams focus on a few shared objectives and see progress every week.',
    },
    overview: {
      title: 'OKR is not a form, it is a habit',
      paragraphs: [
        'Many organisations start OKRs with a one-day workshop and a spreadsheet, then drop them after two quarters. The usual reasons are too many objectives, key results that are activities rather than outcomes, and no regular follow-up.',
        'We implement OKRs with your team in real cycles: we write company-level objectives with senior managers, help teams write their own, and for the first two quarters run the weekly check-ins and end-of-quarter reviews with you.',
      ],
    },
    facts: [
      { value: '2 quarters', label: 'of support in delivery' },
      { value: '3–5', label: 'objectives per level' },
      { value: 'Weekly', label: 'check-in' },
    ],
    features: {
      title: 'What an OKR implementation includes',
      items: [
        {
          icon: 'graduation',
          title: 'Training managers and teams',
          body: 'Practical workshops with examples from your own organisation, not textbook cases.',
        },
        {
          icon: 'target',
          title: 'Company OKRs',
          body: 'With senior managers we draw the quarter’s objectives from strategy and write measurable key results.',
        },
        {
          icon: 'layers',
          title: 'Aligning teams',
          body: 'Each team writes its OKRs and dependencies between teams are surfaced and coordinated.',
        },
        {
          icon: 'clock',
          title: 'A rhythm of follow-up',
          body: 'We design and run short weekly check-ins, a mid-quarter review and an end-of-quarter retrospective with you.',
        },
      ],
    },
    process: {
      title: 'The implementation path',
      steps: [
        { title: 'Preparation', body: 'We review strategy and priorities with senior managers and choose pilot teams.' },
        { title: 'Training', body: 'Managers and team members learn OKR concepts through practical examples.' },
        { title: 'First cycle', body: 'The first quarter’s OKRs are written and followed up weekly, with us beside you.' },
        { title: 'Review and expansion', body: 'After the end-of-quarter review we refine the approach and extend it to other teams.' },
      ],
    },
    outcomes: {
      title: 'The result',
      items: [
        'Teams focused on a few shared priorities instead of dozens of parallel tasks',
        'Transparency about what each team is working on and why',
        'Short weekly conversations instead of long reports',
        'A clear link between strategy and people’s daily work',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Organisations with a strategy whose execution is scattered across teams',
        'Technology and growing companies whose priorities change quickly',
        'Organisations that tried OKRs and did not get results',
      ],
    },
    faq: { title: 'OKR: frequently asked questions' },
    cta: {
      title: 'Let’s start your first OKR cycle together',
      body: 'In a first meeting we assess your organisation’s readiness and propose an implementation plan.',
      button: 'Book a consultation',
    },
    demo: {
      title: 'Book an OKR consultation',
      intro: 'Fill in the form and RIRA’s OKR consultant will call you to assess your organisation’s readiness.',
      seo: {
        title: 'OKR implementation consultation | RIRA',
        description: 'Book a consultation about implementing objectives and key results (OKR) in your organisation.',
      },
    },
  },

  performanceManagement: {
    name: 'Performance management',
    seo: {
      title: 'Designing and implementing performance management | RIRA',
      description:
        'A performance management system with clear goals, ongoing conversations, fair reviews and links to reward and development.',
    },
    hero: {
      eyebrow: 'Performance management',
      title: 'Turn the annual review form into a real conversation',
      subtitle:
        'RIRA designs and implements a performance management system where goals are clear, feedback flows all year and the final review surprises no one.',
    },
    overview: {
      title: 'Manage performance, don’t just record it',
      paragraphs: [
        'In many organisations the performance review is a form filled in hastily at year end that satisfies neither manager nor employee. Ratings cluster together, no conversation happens and the outcome has no clear link to reward or development decisions.',
        'The system we design has three parts: clear goal setting at the start of the period, short regular conversations during it, and a fair final review that looks at both results and behaviour. Its outcome links directly to reward, promotion and development plans.',
      ],
    },
    facts: [
      { value: '10–14 weeks', label: 'design and roll-out' },
      { value: 'Results and behaviour', label: 'two dimensions reviewed' },
      { value: 'Quarterly', label: 'performance conversation' },
    ],
    features: {
      title: 'Parts of the system',
      items: [
        {
          icon: 'target',
          title: 'Goal setting',
          body: 'Individual goals cascade from team and company goals, each with a success measure.',
        },
        {
          icon: 'message',
          title: 'Ongoing conversation',
          body: 'A pattern of quarterly and one-to-one meetings, with a conversation guide for managers.',
        },
        {
          icon: 'shield',
          title: 'Fair reviews',
          body: 'Clear behavioural scales and calibration meetings to reduce bias and overly harsh or lenient ratings.',
        },
        {
          icon: 'award',
          title: 'Links to reward and development',
          body: 'Transparent rules for how review results affect pay, promotion and individual development plans.',
        },
      ],
    },
    process: {
      title: 'Stages',
      steps: [
        {
          title: 'Reviewing the current system',
          body: 'We examine the current system, past review data and what managers and staff think of it.',
        },
        { title: 'Design', body: 'Components, forms, timing and reward rules are designed with a committee from your organisation.' },
        { title: 'Training managers', body: 'Managers are trained in goal setting, performance conversations and fair reviews.' },
        { title: 'Pilot and refine', body: 'The system runs for one period, gathers feedback and is refined before roll-out.' },
      ],
    },
    outcomes: {
      title: 'The result',
      items: [
        'Employees who know what is expected of them',
        'Managers who know how to hold performance conversations and make time for them',
        'Ratings that reflect real differences in performance',
        'Reward and promotion decisions you can explain',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Organisations whose reviews have become a formality',
        'Companies building a performance review system for the first time',
        'Organisations that want to tie reward to real performance',
      ],
    },
    faq: { title: 'Performance management: frequently asked questions' },
    cta: {
      title: 'Let’s review your performance system together',
      body: 'In a first meeting we look at the weak points of your current system and propose a way forward.',
      button: 'Book a consultation',
    },
    demo: {
      title: 'Book a performance management consultation',
      intro: 'Fill in the form and RIRA’s performance management consultant will call you to arrange a first meeting.',
      seo: {
        title: 'Performance management consultation | RIRA',
        description: 'Book a consultation about designing or rebuilding your organisation’s performance management system.',
      },
    },
  },

  recruitment: {
    name: 'Recruitment',
    seo: {
      title: 'Specialist recruitment | RIRA',
      description:
        'Recruiting managers and specialists with job analysis, structured interviews, standardised tests and support through probation.',
    },
    hero: {
      eyebrow: 'Recruitment',
      title: 'The right person, for the right role, at the right time',
      subtitle:
        'RIRA finds and assesses managers and specialists for you in an accurate and fair way: from job analysis and targeted search to structured interviews, testing and support in the first months.',
    },
    overview: {
      title: 'Don’t pay for the wrong hire',
      paragraphs: [
        'A wrong hire for a management role can cost several times the annual salary, from lost time to the effect on the team. Most of these mistakes begin with a vague job definition and unstructured interviews.',
        'We start every recruitment project with job analysis and a definition of the competencies required. Candidates are assessed with structured interviews and RIRA Sanj’s standardised tests, and you receive a comparative report on the best options.',
      ],
    },
    facts: [
      { value: '3–6 weeks', label: 'typical time to shortlist' },
      { value: '3–5', label: 'final candidates' },
      { value: '3 months', label: 'support after hiring' },
    ],
    features: {
      title: 'What we do',
      items: [
        {
          icon: 'clipboard',
          title: 'Job analysis',
          body: 'Before any advert we define what success in the role means and which competencies it takes.',
        },
        {
          icon: 'compass',
          title: 'Targeted search',
          body: 'Beyond adverts, we find suitable candidates through professional networks and related industries.',
        },
        {
          icon: 'message',
          title: 'Structured interviews',
          body: 'The same behaviour-based questions with clear scoring criteria for fair comparison.',
        },
        {
          icon: 'puzzle',
          title: 'Testing and reporting',
          body: 'Personality and ability tests, and a comparative report on the finalists’ strengths and risks.',
        },
      ],
    },
    process: {
      title: 'Recruitment stages',
      steps: [
        { title: 'Defining the role', body: 'With the hiring manager we finalise the job description, competencies and offer terms.' },
        { title: 'Attracting and screening', body: 'Candidates are attracted, screened and tested down to a shortlist.' },
        {
          title: 'Assessing and presenting',
          body: 'Shortlisted candidates have structured interviews and you receive a comparative report.',
        },
        {
          title: 'Offer and onboarding',
          body: 'We help negotiate the offer and support the new hire and their manager through probation.',
        },
      ],
    },
    outcomes: {
      title: 'The result',
      items: [
        'Hiring decisions based on evidence, not a moment’s impression in an interview',
        'Less of managers’ time spent on screening and fruitless interviews',
        'A professional, respectful experience for every candidate',
        'Higher first-year retention of new hires',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Hiring middle and senior managers',
        'Specialist roles where suitable candidates are scarce',
        'Organisations that want to standardise their recruitment process',
      ],
    },
    faq: { title: 'Recruitment: frequently asked questions' },
    cta: {
      title: 'Tell us about your open role',
      body: 'In a short conversation we hear what you need and propose a recruitment plan and timeline.',
      button: 'Book a consultation',
    },
    demo: {
      title: 'Work with us on recruitment',
      intro: 'Describe the role and your timing in the message; a RIRA recruitment consultant will call you.',
      seo: {
        title: 'Work with RIRA on recruitment | RIRA',
        description: 'Contact RIRA’s recruitment consultants to hire managers and specialists accurately and fairly.',
      },
    },
  },

  riraWorkshop: {
    name: 'RIRA workshops',
    seo: {
      title: 'Skills workshops for managers and staff | RIRA',
      description:
        'Practical workshops in management and interpersonal skills: feedback, difficult conversations, decision making, teamwork and leading change.',
    },
    hero: {
      eyebrow: 'Practical workshops',
      title: 'Workshops where you practise, not just listen',
      subtitle:
        'RIRA workshops are short, interactive and full of practice: participants act out real situations from their own work, receive feedback and leave with a personal action plan.',
    },
    overview: {
      title: 'Learning by doing',
      paragraphs: [
        'Most of what is heard in a lecture is forgotten by the following week. In RIRA workshops at least half the time goes to practice: role play, case analysis and peer feedback.',
        'Each workshop starts with a short needs check so the examples come from participants’ own work, and ends with an action plan and a follow-up session a few weeks later so that learning is put to use.',
      ],
    },
    facts: [
      { value: '4–8 hours', label: 'per workshop' },
      { value: '10–20', label: 'participants' },
      { value: '50%', label: 'of the time is practice' },
    ],
    features: {
      title: 'Popular workshops',
      items: [
        {
          icon: 'message',
          title: 'Effective feedback',
          body: 'Giving and receiving feedback in a way that strengthens relationships and changes behaviour.',
        },
        {
          icon: 'shield',
          title: 'Difficult conversations',
          body: 'Preparing for and handling conversations about poor performance, conflict and bad news.',
        },
        {
          icon: 'compass',
          title: 'Deciding under uncertainty',
          body: 'Simple tools for better decisions when information is incomplete and time is short.',
        },
        {
          icon: 'users',
          title: 'Leading teams through change',
          body: 'Taking a team through change, from denial and resistance to exploration and commitment.',
        },
      ],
    },
    process: {
      title: 'How it runs',
      steps: [
        { title: 'Needs check', body: 'We talk with the HR manager and some participants to understand real situations.' },
        { title: 'Localising content', body: 'Exercises and examples are adapted to your organisation’s language and situations.' },
        { title: 'Delivery', body: 'The workshop runs in person or online and each participant writes an action plan.' },
        { title: 'Follow-up', body: 'Three to four weeks later a short session reviews how it went and removes obstacles.' },
      ],
    },
    outcomes: {
      title: 'What participants take away',
      items: [
        'A skill practised at least once in a safe setting',
        'A personal action plan for applying what they learned',
        'A shared team language for feedback and collaboration',
        'Short tools and guides for review after the workshop',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Management teams at every level',
        'Staff newly promoted to supervisory roles',
        'Organisations that need targeted training after a 360-degree assessment',
      ],
    },
    faq: { title: 'Workshops: frequently asked questions' },
    cta: {
      title: 'Let’s choose the right workshop for your team',
      body: 'Tell us what situations your team struggles with and we will suggest a workshop and timing.',
      button: 'Request a workshop',
    },
    demo: {
      title: 'Request a workshop',
      intro: 'Tell us the topic, number of participants and rough timing; we will call you to arrange it.',
      seo: {
        title: 'Request a workshop | RIRA',
        description: 'Arrange skills workshops for managers and staff in your organisation with RIRA.',
      },
    },
  },
};
