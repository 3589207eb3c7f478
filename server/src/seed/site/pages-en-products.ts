import type { OfferingContent, ProductId } from '@rira/contracts';

/** English copy of the five product pages (and their /demo sub-pages). */
export const productsEn: Record<ProductId, OfferingContent> = {
  rira360: {
    name: 'RIRA 360',
    seo: {
      title: 'RIRA 360 | 360-degree assessment of leadership competencies',
      description:
        '360-degree feedback by card sorting, from manager, peers, reports and self, with reports on blind spots, hidden strengths and overuse.',
    },
    hero: {
      eyebrow: '360-degree feedback',
      title: 'See yourself through the eyes of the people you work with every day',
      subtitle:
        'RIRA 360 brings together feedback from manager, peers, direct reports and the person themselves into an accurate, fair picture of leadership competencies, one you can turn into a real plan for growth.',
    },
    overview: {
      title: 'An assessment that builds a picture, not a score',
      paragraphs: [
        'In most 360-degree questionnaires raters give everyone good marks and the final report is a handful of numbers close together. RIRA 360 replaces the rating scale with a sort: raters place behaviours into three piles, “best describes”, “mostly describes” and “least describes”. The forced choice brings real differences to light.',
        'Answers are analysed across eighteen competency clusters. The reports show how others see the person, how they see themselves and where the two pictures part: blind spots, hidden strengths, competencies used to excess and red flags.',
      ],
    },
    facts: [
      { value: '18', label: 'competency clusters' },
      { value: '25 min', label: 'typical time per assessment' },
      { value: '2 languages', label: 'invitations and reports in Persian and English' },
    ],
    features: {
      title: 'What makes RIRA 360 different',
      items: [
        {
          icon: 'layers',
          title: 'Card sorting',
          body: 'Raters sort behaviour cards into three piles: faster than long questionnaires and resistant to generous marking.',
        },
        {
          icon: 'users',
          title: 'Raters inside and outside',
          body: 'Manager, peers, reports, self and, where the assessment allows, external raters such as customers, with minimum and maximum numbers per group.',
        },
        {
          icon: 'chart',
          title: 'Short and full reports',
          body: 'A summary for the feedback conversation and a full report for planning: rater agreement, blind spots, hidden strengths, overuse and a cluster summary.',
        },
        {
          icon: 'compass',
          title: 'Change-cycle guide',
          body: 'Every report includes a guide through denial, resistance, exploration and commitment, because hearing feedback is not always easy.',
        },
      ],
    },
    process: {
      title: 'How a RIRA 360 assessment runs',
      steps: [
        { title: 'Design', body: 'We choose competencies and clusters for the job positions involved and build the assessment template.' },
        {
          title: 'Self-assessment and raters',
          body: 'Each person first completes a self-assessment, then chooses or nominates raters for the system manager to confirm.',
        },
        { title: 'Assessment', body: 'Raters receive invitations in Persian or English and sort the cards in about 25 minutes.' },
        {
          title: 'Report and conversation',
          body: 'Reports are produced and, in a feedback session with a consultant, turned into an individual development plan.',
        },
      ],
    },
    outcomes: {
      title: 'What you gain',
      items: [
        'A clear view of each manager’s strengths and growth areas, from the people who work with them daily',
        'Blind spots and strengths the person did not know they had',
        'Early warning of behaviour that wears down a team’s trust',
        'Reliable data for succession and leadership development programmes',
        'A shared language for talking about behaviour and competence',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Organisations that want to develop managers on evidence, not impressions',
        'HR teams running succession or talent programmes',
        'Managers who honestly want to know how their team sees them',
      ],
    },
    faq: { title: 'RIRA 360: frequently asked questions' },
    cta: {
      title: 'See RIRA 360 on your own organisation',
      body: 'In a 45-minute demo we walk you through an assessment and sample reports and answer your questions.',
      button: 'Request a demo',
    },
    demo: {
      title: 'Request a RIRA 360 demo',
      intro:
        'Fill in the form and we will call to arrange a time. In the session we go through a sample assessment together, from inviting raters to the final report.',
      seo: {
        title: 'Request a RIRA 360 demo | RIRA',
        description: 'Book a free demo of RIRA’s 360-degree assessment and see the process and sample reports.',
      },
    },
  },

  riraAcademy: {
    name: 'RIRA Academy',
    seo: {
      title: 'RIRA Academy | Learning paths for managers and staff',
      description: 'Cohort learning paths for managers and staff, with coaching, workplace projects and a certificate of completion.',
    },
    hero: {
      eyebrow: 'Learning for managers and staff',
      title: 'Learning that ends in new behaviour at work',
      subtitle:
        'RIRA Academy designs learning paths of several months that combine classes, practice at work, coaching and feedback from colleagues, because nobody becomes a better manager in a one-day workshop.',
    },
    overview: {
      title: 'From scattered courses to a path of growth',
      paragraphs: [
        'Many organisations run dozens of courses a year and still cannot say what has changed in how people behave. RIRA Academy starts from real needs: assessment results, business goals and conversations with managers.',
        'Each path lasts a few months and combines group sessions, practical assignments at work, one-to-one coaching and a final project. Progress is measured by feedback from managers and colleagues, not by attendance alone.',
      ],
    },
    facts: [
      { value: '3–6 months', label: 'per learning path' },
      { value: '12–20', label: 'people per cohort' },
      { value: 'In person and online', label: 'delivery' },
    ],
    features: {
      title: 'Academy paths',
      items: [
        {
          icon: 'graduation',
          title: 'New managers',
          body: 'From specialist to manager: delegating, performance conversations, managing time and building trust in a team.',
        },
        {
          icon: 'trending',
          title: 'Middle managers',
          body: 'Leading change, deciding under uncertainty, working across departments and growing successors.',
        },
        {
          icon: 'message',
          title: 'Interpersonal skills for staff',
          body: 'Effective communication, giving and receiving feedback, teamwork and constructive conflict.',
        },
        {
          icon: 'puzzle',
          title: 'Tailored paths',
          body: 'Paths designed for your organisation’s needs, based on 360-degree results or your own competency model.',
        },
      ],
    },
    process: {
      title: 'How a learning path is built',
      steps: [
        { title: 'Needs analysis', body: 'We talk with managers and review assessment results to find the main gaps.' },
        { title: 'Path design', body: 'Topics, practical exercises and success measures are agreed with your HR team.' },
        { title: 'Delivery and coaching', body: 'Group sessions and individual coaching run while participants practise at work.' },
        { title: 'Measuring impact', body: 'At the end we measure behaviour change through colleagues’ feedback and report the impact.' },
      ],
    },
    outcomes: {
      title: 'What the Academy brings',
      items: [
        'Managers who know how to hold performance and feedback conversations, and are not afraid to',
        'A training budget spent on real needs, not scattered courses',
        'Measurable evidence of behaviour change after training',
        'Successors better prepared for key positions',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Organisations with many new managers or fast growth',
        'HR teams that need to show the impact of learning',
        'Organisations looking for a development programme after a 360-degree assessment',
      ],
    },
    faq: { title: 'RIRA Academy: frequently asked questions' },
    cta: {
      title: 'Let’s design your managers’ learning path together',
      body: 'In an introductory session we show you sample paths and the experience of similar organisations, and sketch a first proposal together.',
      button: 'Book an introduction',
    },
    demo: {
      title: 'Book an introduction to RIRA Academy',
      intro: 'Tell us what skills your organisation needs; a learning consultant will call you to talk it through and share sample paths.',
      seo: {
        title: 'RIRA Academy introduction | RIRA',
        description: 'Book a free session to learn about RIRA Academy’s learning paths for managers and staff.',
      },
    },
  },

  riraAmouz: {
    name: 'RIRA Amouz',
    seo: {
      title: 'RIRA Amouz | Online learning system for organisations',
      description:
        'A learning management system for online courses, tests, certificates and progress reports, in Persian and mobile-friendly.',
    },
    hero: {
      eyebrow: 'Learning management system',
      title: 'All your organisation’s courses in one place, with reports you can rely on',
      subtitle:
        'RIRA Amouz is a Persian-first system for building, running and tracking your organisation’s training, from onboarding and mandatory safety courses to tests and certificates, on desktop and mobile.',
    },
    overview: {
      title: 'Formal training, organised and traceable',
      paragraphs: [
        'When courses are scattered across shared folders, messaging groups and spreadsheets, nobody knows who has learned what. RIRA Amouz gathers all learning content in one place and gives every person a clear path.',
        'Training managers assign courses to job groups or departments, set deadlines, build tests and see at any moment what share of staff have completed their mandatory courses.',
      ],
    },
    facts: [
      { value: 'Video, text, tests', label: 'content types' },
      { value: 'Mobile and desktop', label: 'access for staff' },
      { value: 'Persian and English', label: 'interface' },
    ],
    features: {
      title: 'Main features',
      items: [
        {
          icon: 'book',
          title: 'Course builder',
          body: 'Turn video, text, files and tests into a tidy course in minutes, with no technical knowledge.',
        },
        {
          icon: 'clipboard',
          title: 'Tests and certificates',
          body: 'Question banks, timed tests, pass marks and automatic certificates of completion.',
        },
        {
          icon: 'clock',
          title: 'Deadlines and reminders',
          body: 'Assign mandatory courses with a deadline; the system reminds staff and their managers before it passes.',
        },
        {
          icon: 'chart',
          title: 'Progress reports',
          body: 'Completion reports by department, position and person, ready for audits and standards.',
        },
      ],
    },
    process: {
      title: 'Up and running in four steps',
      steps: [
        { title: 'Import staff', body: 'We import staff, departments and positions from a spreadsheet or your HR system.' },
        { title: 'Move content', body: 'Your existing courses are moved into the system and redesigned where needed.' },
        { title: 'Set paths', body: 'Mandatory and optional courses and their deadlines are defined for each job group.' },
        { title: 'Train administrators', body: 'Your training team learns to build courses and run reports, with support afterwards.' },
      ],
    },
    outcomes: {
      title: 'What changes',
      items: [
        'Complete, consistent onboarding for every new employee',
        'No more chasing mandatory courses by phone and e-mail',
        'Training records ready for audits and quality certification',
        'Learning available to staff anytime, anywhere',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Multi-branch organisations that need consistent training',
        'Industries with mandatory safety, quality or compliance courses',
        'Training teams moving from scattered files to one system',
      ],
    },
    faq: { title: 'RIRA Amouz: frequently asked questions' },
    cta: {
      title: 'Try RIRA Amouz',
      body: 'We set up a trial with sample courses so your team can test the system before you decide.',
      button: 'Request a demo',
    },
    demo: {
      title: 'Request a RIRA Amouz demo',
      intro: 'Fill in the form and we will activate a trial and show you the system in a short session.',
      seo: {
        title: 'Request a RIRA Amouz demo | RIRA',
        description: 'Request a demo and trial of RIRA Amouz, the online learning system for organisations.',
      },
    },
  },

  riraFaragir: {
    name: 'RIRA Faragir',
    seo: {
      title: 'RIRA Faragir | Microlearning for every employee',
      description:
        'A mobile microlearning platform: five-minute lessons, team challenges and peer learning for continuous growth across the organisation.',
    },
    hero: {
      eyebrow: 'Microlearning for everyone',
      title: 'Five minutes of learning a day, for everyone, across the organisation',
      subtitle:
        'RIRA Faragir takes learning out of the classroom and into people’s pockets: short lessons, daily questions, team challenges and experiences shared between colleagues.',
    },
    overview: {
      title: 'Learning that fits into a working day',
      paragraphs: [
        'Production staff, field sales people and branch employees rarely get time for a class. RIRA Faragir is built for them: every lesson takes under five minutes and opens on any phone.',
        'Spaced repetition, short daily questions and team challenges help people remember what they learn. Managers see where their team has grown stronger and where it needs more help.',
      ],
    },
    facts: [
      { value: '5 min', label: 'per lesson' },
      { value: '300+', label: 'ready-made lessons' },
      { value: 'Any phone', label: 'no app to install' },
    ],
    features: {
      title: 'Why Faragir?',
      items: [
        {
          icon: 'sparkles',
          title: 'Micro-lessons',
          body: 'Each idea in one short lesson with an example and a question, made for the gaps between tasks.',
        },
        {
          icon: 'clock',
          title: 'Spaced repetition',
          body: 'Review questions come back at the right moment so learning sticks in long-term memory.',
        },
        {
          icon: 'award',
          title: 'Team challenges',
          body: 'Friendly competition between teams and departments, with points and leaderboards, keeps motivation alive.',
        },
        {
          icon: 'message',
          title: 'Learning from colleagues',
          body: 'Experienced staff share tips as short lessons, so the organisation keeps its know-how.',
        },
      ],
    },
    process: {
      title: 'Getting started',
      steps: [
        { title: 'Choose topics', body: 'We pick priority topics from the ready-made library or your own content.' },
        { title: 'Invite staff', body: 'People join with a text message or link: no app to install, no training needed.' },
        { title: 'Learn daily', body: 'A short lesson or question arrives each day, with a team challenge every few weeks.' },
        { title: 'Report to managers', body: 'A monthly report shows which teams are most active and which ideas need more review.' },
      ],
    },
    outcomes: {
      title: 'The result',
      items: [
        'Learning that reaches everyone, even in branches and in the field',
        'Better retention through regular review',
        'Experienced people’s know-how kept before they retire or move on',
        'A habit of daily learning instead of a class once a year',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'Organisations with staff spread across branches, plants or field sales',
        'Companies that want learning to become a daily habit',
        'Sales and customer-service teams that constantly need new knowledge',
      ],
    },
    faq: { title: 'RIRA Faragir: frequently asked questions' },
    cta: {
      title: 'Start Faragir with a pilot team',
      body: 'We run a one-month pilot with one of your teams so you can see the effect before rolling it out.',
      button: 'Request a demo',
    },
    demo: {
      title: 'Request a RIRA Faragir demo',
      intro: 'Fill in the form and we will show you sample lessons and the managers’ dashboard, and plan a pilot together.',
      seo: {
        title: 'Request a RIRA Faragir demo | RIRA',
        description: 'Request a demo of RIRA Faragir, the microlearning platform, and plan a pilot for your team.',
      },
    },
  },

  riraSanj: {
    name: 'RIRA Sanj',
    seo: {
      title: 'RIRA Sanj | Standardised tests of personality, ability and job fit',
      description:
        'Psychometric tests normed on Iranian populations for hiring, succession and development: work personality, cognitive ability and job fit.',
    },
    hero: {
      eyebrow: 'Psychometric assessment',
      title: 'Make hiring and promotion decisions on data, not guesswork',
      subtitle:
        'RIRA Sanj is a set of standardised tests of work personality, cognitive ability and job fit, normed on Iranian populations and reported in language managers understand.',
    },
    overview: {
      title: 'Accurate measurement, clear reports',
      paragraphs: [
        'On its own, an interview is a weak predictor of success at work. Standardised tests, chosen and interpreted well, tell you what a conversation cannot: how someone works under pressure, how fast they learn and how well their traits fit the job.',
        'All RIRA Sanj tests are normed on large Iranian samples, and each report goes beyond scores with concrete suggestions for the interview, for training or for the right role.',
      ],
    },
    facts: [
      { value: '12', label: 'standardised tests' },
      { value: 'Iranian norms', label: 'compared with similar people' },
      { value: 'Instant report', label: 'when the test ends' },
    ],
    features: {
      title: 'RIRA Sanj tests',
      items: [
        {
          icon: 'users',
          title: 'Work personality',
          body: 'Working style, collaboration, emotional stability and motivation at work, based on established personality models.',
        },
        {
          icon: 'puzzle',
          title: 'Cognitive ability',
          body: 'Verbal, numerical and abstract reasoning to predict learning speed and problem solving in complex roles.',
        },
        {
          icon: 'briefcase',
          title: 'Job fit',
          body: 'Compares a person’s profile with the profile of people who succeed in the same job, in your organisation or similar ones.',
        },
        {
          icon: 'shield',
          title: 'Secure delivery',
          body: 'Timed online tests, protection against retakes, and reports only authorised people can see.',
        },
      ],
    },
    process: {
      title: 'The assessment process',
      steps: [
        { title: 'Job analysis', body: 'Together we identify which traits matter for success in the job.' },
        { title: 'Choose tests', body: 'We pick the right combination of tests, and no more than needed.' },
        { title: 'Online testing', body: 'Candidates receive a link and answer when it suits them, on computer or phone.' },
        { title: 'Interpret and decide', body: 'Reports are produced and, if needed, our consultant helps you interpret them and decide.' },
      ],
    },
    outcomes: {
      title: 'What you gain',
      items: [
        'Faster, fairer screening in high-volume hiring',
        'Fewer hiring mistakes and lower turnover costs',
        'Focused interview questions based on test results',
        'Objective data for promotion and succession decisions',
      ],
    },
    audience: {
      title: 'Right for',
      items: [
        'High-volume employers such as banks, retail and contact centres',
        'Assessment centres and talent programmes',
        'Managers who need objective criteria for promotions',
      ],
    },
    faq: { title: 'RIRA Sanj: frequently asked questions' },
    cta: {
      title: 'Take a test yourself',
      body: 'In the demo you answer one of the tests yourself and we review the report together on the spot.',
      button: 'Request a demo',
    },
    demo: {
      title: 'Request a RIRA Sanj demo',
      intro: 'Tell us which jobs you need to assess for; we will call you and recommend the right tests.',
      seo: {
        title: 'Request a RIRA Sanj demo | RIRA',
        description: 'Request a demo of RIRA Sanj’s standardised tests of personality, ability and job fit.',
      },
    },
  },
};
