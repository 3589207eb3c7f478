import type { OfferingContent, ServiceId } from '@rira/contracts';

/** English copy of the ten service pages (and their /demo sub-pages). */
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

  integratedMaintenance: {
    name: 'Integrated maintenance (TPM)',
    seo: {
      title: 'Integrated maintenance (TPM) implementation | RIRA',
      description:
        'Total productive maintenance built on people: autonomous maintenance by operators, skills matrices, planned maintenance and measures such as OEE.',
    },
    hero: {
      eyebrow: 'Total productive maintenance, from the people side',
      title: 'Machines are kept healthy by people, not by procedures',
      subtitle:
        'RIRA implements integrated maintenance in your plant and organisation, from training operators and redefining roles to a preventive maintenance plan and measures your production meeting sees every week.',
    },
    overview: {
      title: 'Why integrated maintenance is also a people project',
      paragraphs: [
        'In most plants equipment failure is seen as “the technical department’s problem”: operators run the machine and a technician turns up once it breaks. The result is unplanned stoppages, expensive spare parts and a constant tug-of-war between production and maintenance.',
        'Total productive maintenance (TPM) removes that line. Operators take on daily inspection, cleaning and lubrication, technicians focus on planned maintenance and improvement, and managers follow progress through a few clear measures. A change like this needs training, redefined roles and a culture of participation before anything else, which is exactly where our expertise lies.',
        'We adapt the pillars of TPM to the real conditions of your production lines, start with one pilot line and stay with you until the new habits have taken root in the teams.',
      ],
    },
    facts: [
      { value: '6–12 months', label: 'to implement on a pilot line' },
      { value: 'OEE', label: 'the main measure followed' },
      { value: 'Skills matrix', label: 'for every operator and technician' },
    ],
    features: {
      title: 'What the implementation includes',
      items: [
        {
          icon: 'users',
          title: 'Autonomous maintenance by operators',
          body: 'We write each machine’s cleaning, inspection and lubrication standards with the operators themselves and train them to carry them out.',
        },
        {
          icon: 'clock',
          title: 'Planned maintenance',
          body: 'A preventive and predictive maintenance plan based on failure history and each asset’s criticality, coordinated with the production schedule.',
        },
        {
          icon: 'graduation',
          title: 'Skills matrix and training',
          body: 'We define the skills each role needs, measure today’s gap and build a training and skill-certification plan for operators and technicians.',
        },
        {
          icon: 'puzzle',
          title: 'Focused improvement',
          body: 'Small cross-functional teams use structured problem solving to find and remove the root causes of recurring stoppages.',
        },
        {
          icon: 'chart',
          title: 'Measures and dashboard',
          body: 'We define overall equipment effectiveness (OEE), mean time between failures and mean time to repair, and review them in short weekly meetings.',
        },
        {
          icon: 'shield',
          title: 'Safety and an orderly workplace',
          body: 'Workplace organisation (5S) and safety inspections become part of daily work, not a separate campaign.',
        },
      ],
    },
    process: {
      title: 'The implementation path',
      steps: [
        {
          title: 'Assessment',
          body: 'We visit the production lines, analyse stoppage and failure data and gauge the teams’ readiness so the starting point is clear.',
        },
        {
          title: 'Design and training',
          body: 'Roles, standards and measures are designed, and the pilot line’s managers, supervisors and operators are trained.',
        },
        {
          title: 'Pilot line',
          body: 'Autonomous and planned maintenance run on one line and are followed up weekly against the measures.',
        },
        {
          title: 'Consolidation and roll-out',
          body: 'Lessons from the pilot are documented and, with your internal team, the approach extends to other lines.',
        },
      ],
    },
    outcomes: {
      title: 'The result',
      items: [
        'Fewer unplanned stoppages and a production plan you can rely on',
        'Operators who know their machines and spot the signs of failure early',
        'Cooperation instead of conflict between production and maintenance',
        'Lower spending on spare parts and emergency repairs',
        'A clear, measurable picture of equipment health for managers',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Plants and production units where a stopped line is very costly',
        'Organisations with expensive equipment that want it to last longer',
        'Sites that started a maintenance programme but slipped back to old habits after a few months',
      ],
    },
    faq: { title: 'Integrated maintenance: frequently asked questions' },
    cta: {
      title: 'Let’s start with one pilot line',
      body: 'In a first meeting we review your maintenance today and propose the scope, timing and road map of the implementation.',
      button: 'Book a consultation',
    },
    demo: {
      title: 'Book an integrated maintenance consultation',
      intro: 'Fill in the form and RIRA’s TPM consultant will call you to review your equipment and teams.',
      seo: {
        title: 'TPM implementation consultation | RIRA',
        description: 'Book a consultation about implementing integrated maintenance (TPM) in your plant or organisation.',
      },
    },
  },

  jobClassification: {
    name: 'Job classification scheme',
    seo: {
      title: 'Preparing and implementing a job classification scheme | RIRA',
      description:
        'A job classification scheme under Article 49 of Iran’s Labour Law: job descriptions, evaluation, group and step pay tables, and support until approval.',
    },
    hero: {
      eyebrow: 'A legal duty, and a chance for order',
      title: 'A job classification scheme that gets approved and gets used',
      subtitle:
        'RIRA prepares your job classification scheme from job descriptions to the pay table, stands beside you in committee and Labour Office meetings, and after approval hands its running and upkeep to your team.',
    },
    overview: {
      title: 'More than a file for the Labour Office',
      paragraphs: [
        'Under Article 49 of Iran’s Labour Law, employers it covers must prepare a job classification scheme and put it into effect once the Ministry of Cooperatives, Labour and Social Welfare approves it. Many organisations do this only to pass inspection and end up with a scheme that stays on paper.',
        'We prepare the scheme so that it meets the legal requirements in full and is also a real management tool: job descriptions that help in hiring and training, a grouping that reflects real differences between jobs, and a pay table the organisation can afford.',
      ],
    },
    facts: [
      { value: 'Article 49', label: 'of the Labour Law' },
      { value: '3–6 months', label: 'to deliver the scheme' },
      { value: 'Full support', label: 'until Labour Office approval' },
    ],
    features: {
      title: 'What we do',
      items: [
        {
          icon: 'clipboard',
          title: 'Identifying and describing jobs',
          body: 'We identify every job in the workplace, standardise job titles and write duties and entry requirements for each job.',
        },
        {
          icon: 'layers',
          title: 'Evaluation and grouping',
          body: 'Jobs are evaluated on accepted factors such as knowledge, skill, responsibility and working conditions, then placed in job groups.',
        },
        {
          icon: 'chart',
          title: 'Group and step pay table',
          body: 'We design the base pay table, the gaps between groups and the seniority steps, taking the approved minimum wage and your budget into account.',
        },
        {
          icon: 'shield',
          title: 'Committee and approval',
          body: 'We prepare the classification committee’s documents and support you through meetings and correspondence until the scheme is approved.',
        },
        {
          icon: 'briefcase',
          title: 'Matching employees and going live',
          body: 'Each employee is matched to a job and group, and the financial effect of the scheme is calculated before it takes effect.',
        },
      ],
    },
    process: {
      title: 'How the scheme is prepared',
      steps: [
        {
          title: 'Gathering information',
          body: 'Through questionnaires, interviews and site visits we gather information about every job.',
        },
        { title: 'Descriptions and evaluation', body: 'Job descriptions are written and finalised, and jobs are evaluated and grouped.' },
        {
          title: 'Pay table and matching',
          body: 'The pay table is designed and employees are matched to jobs; the cost of going live is calculated for management to decide.',
        },
        {
          title: 'Approval and roll-out',
          body: 'The committee adopts the scheme, it is sent for approval, and your team is trained to maintain it.',
        },
      ],
    },
    outcomes: {
      title: 'The result',
      items: [
        'The Article 49 duty fulfilled, and peace of mind at Labour Office inspections',
        'Pay differences between jobs that can be explained to employees',
        'Up-to-date job descriptions for job adverts, training and appraisal',
        'Clear rules for adding a new job or promoting employees in future',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Workplaces and companies covered by the law that have no classification scheme yet',
        'Organisations whose scheme has not been updated for years and no longer fits today’s jobs',
        'Companies where growth or a merger has left similar jobs with different titles and pay',
      ],
    },
    faq: { title: 'Job classification scheme: frequently asked questions' },
    cta: {
      title: 'Let’s build your classification scheme together',
      body: 'In a first meeting we review your current jobs and legal obligations and propose a timetable and cost for the scheme.',
      button: 'Book a consultation',
    },
    demo: {
      title: 'Book a job classification consultation',
      intro: 'Fill in the form and RIRA’s job structure consultant will call you to review your organisation’s jobs.',
      seo: {
        title: 'Job classification scheme consultation | RIRA',
        description: 'Book a consultation about preparing or updating your organisation’s job classification scheme.',
      },
    },
  },

  managmentSystem: {
    name: 'Management system implementation',
    seo: {
      title: 'ISO and integrated management system implementation | RIRA',
      description:
        'Designing and implementing quality, occupational health and safety and integrated management systems on ISO standards, with a focus on people’s competence.',
    },
    hero: {
      eyebrow: 'Standards that live in everyday work',
      title: 'A management system not written just for the auditor',
      subtitle:
        'RIRA designs and implements your organisation’s management systems on international standards, with processes people actually use and full readiness for the certification audit.',
    },
    overview: {
      title: 'From a certificate on the wall to the way work is done',
      paragraphs: [
        'Many organisations hold an ISO certificate, yet their management system is a set of folders of procedures updated only before the audit. Such a system costs money and creates no value.',
        'Our approach starts from the organisation’s real processes and the people who run them. We build the standard’s requirements into those processes, keep documentation as short as it can be, and give the clauses on people’s competence, awareness and participation as much weight as the paperwork.',
        'If you need several standards at once, we combine them into one integrated management system, so one round of planning, one internal audit and one management review serve them all.',
      ],
    },
    facts: [
      { value: 'ISO 9001, 45001, 14001', label: 'the usual standards' },
      { value: '4–9 months', label: 'to audit readiness' },
      { value: 'Integrated', label: 'several standards in one structure' },
    ],
    features: {
      title: 'What we do',
      items: [
        {
          icon: 'compass',
          title: 'Gap assessment',
          body: 'We measure where the organisation stands against the standard’s requirements and deliver a prioritised list of what needs doing.',
        },
        {
          icon: 'layers',
          title: 'Processes and documentation',
          body: 'We write the process map, policies, objectives and procedures with the process owners, in the language of their daily work.',
        },
        {
          icon: 'graduation',
          title: 'People’s competence and awareness',
          body: 'We design the competence each role needs, the training plan and how its effectiveness is measured: what auditors ask about most.',
        },
        {
          icon: 'clipboard',
          title: 'Internal audit and management review',
          body: 'We train your internal auditors, run the first internal audit together and prepare the management review meeting.',
        },
        {
          icon: 'award',
          title: 'Support through certification',
          body: 'We help you choose a certification body, stand beside you in the stage one and stage two audits and help close any nonconformities.',
        },
      ],
    },
    process: {
      title: 'The implementation path',
      steps: [
        { title: 'Gap assessment', body: 'A few days of visits and interviews show the gap to the requirements and shape the work plan.' },
        {
          title: 'Design and documentation',
          body: 'Processes, policies and objectives are designed and documented with the process owners.',
        },
        { title: 'Running and training', body: 'The system runs in daily work, and staff and internal auditors are trained.' },
        {
          title: 'Audit and certification',
          body: 'After the internal audit and management review, the organisation is ready for the certification audit.',
        },
      ],
    },
    outcomes: {
      title: 'The result',
      items: [
        'Clear processes in which everyone knows their role and responsibility',
        'Short, useful documents instead of folders nobody reads',
        'People trained for their roles, with their competence assessed',
        'Readiness for the certification audit and the surveillance audits of the following years',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Organisations that need ISO certification for tenders, exports or large customers',
        'Companies that hold a certificate but whose system is not followed in practice',
        'Organisations that want to run several standards in one integrated system',
      ],
    },
    faq: { title: 'Management systems: frequently asked questions' },
    cta: {
      title: 'Let’s build a management system that works',
      body: 'In a first meeting we listen to your needs and current situation and propose the right standard, a timetable and an estimated cost.',
      button: 'Book a consultation',
    },
    demo: {
      title: 'Book a management system consultation',
      intro: 'Fill in the form and RIRA’s management systems consultant will call you to review your organisation’s needs.',
      seo: {
        title: 'Management system implementation consultation | RIRA',
        description: 'Book a consultation about implementing ISO 9001, ISO 45001 or an integrated management system in your organisation.',
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
