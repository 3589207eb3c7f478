import type { SeedArticle } from './magazine-taxonomy.ts';

/** The English magazine articles. */
export const ARTICLES_EN: SeedArticle[] = [
  {
    slug: 'choosing-the-right-raters-for-360',
    language: 'en',
    translationOf: 'choosing-the-right-raters',
    category: 'assessment',
    tags: ['feedback-360'],
    title: 'How to choose the right raters for a 360-degree assessment',
    summary:
      'A 360-degree report is only as good as the people who rate you. How many are enough, whom should you choose, and why inviting only your friends is a mistake.',
    coverAlt: 'Abstract blue illustration with a dark wave and columns',
    publishedDaysAgo: 33,
    views: 310,
    body: `
<p>One of the first things a 360-degree assessment asks of you is to choose your raters. It looks like a small decision, yet it does more than anything else to decide whether the report can be trusted. Raters who barely know you, or who are only your friends, paint a picture that is incomplete or far too kind.</p>
<h2>First test: they know your work</h2>
<p>A good rater has worked with you regularly for at least a few months and has seen how you behave in different situations: in meetings, under pressure, when you disagree. Someone who passes you in the corridor a few times a year is not a good rater, however warm the relationship.</p>
<h2>Second test: variety</h2>
<p>Different groups see different sides of you. Your manager mostly sees results and alignment with goals, your peers see cooperation and reliability, and the people you lead see how you lead and support them. It is the combination of these views that makes the report “360 degrees”.</p>
<ul>
<li><strong>Your direct manager:</strong> usually one person.</li>
<li><strong>Peers at your level:</strong> ideally three to five, so that their answers stay anonymous.</li>
<li><strong>The people you lead:</strong> if you have a team, at least three; in a large team, a sample from different levels.</li>
<li><strong>External raters:</strong> if the assessment allows it, a client or partner you work with regularly.</li>
</ul>
<h2>Third test: not only your friends</h2>
<p>It is tempting to pick people we know think well of us. But the most valuable feedback often comes from people we have disagreed with. Invite the colleague who argued with you on that difficult project last year.</p>
<blockquote><p>If none of the answers surprises you, you probably chose your raters too safely.</p></blockquote>
<h2>The administrator’s part</h2>
<p>In RIRA 360, depending on how the assessment is set up, you propose your raters and the administrator confirms or adjusts the list. Each group has a minimum and a maximum, so that answers stay anonymous and nobody can blur the report by inviting dozens of people. Remember that you complete your self-assessment before you choose your raters.</p>
<h2>And a word on courtesy</h2>
<p>Tell your raters why you are asking for their help, and thank them for their time. An honest assessment takes time and courage.</p>`,
    backlinks: [{ title: 'RIRA 360: raters from inside and outside the organisation', url: '/products/rira360' }],
  },
  {
    slug: 'how-to-read-a-360-degree-report',
    language: 'en',
    category: 'assessment',
    tags: ['feedback-360', 'blind-spots', 'self-awareness'],
    title: 'How to read your 360-degree feedback report without getting lost',
    summary:
      'A 360-degree report can feel like a wall of charts. Here is the order in which to read it, what each section really says, and how to turn it into two or three goals you can act on.',
    coverAlt: 'Abstract blue illustration of rising bars and overlapping circles',
    publishedDaysAgo: 12,
    views: 1840,
    body: `
<p>The day your 360-degree report arrives is rarely a calm one. You open a document full of charts and percentages, and within a minute you are hunting for the one comment that stings. That is normal, and it is also the least useful way to read it. A report is a map, and maps are read in a particular order.</p>
<h2>Start with your own view</h2>
<p>Before looking at what anyone else said, reread your self-assessment. Which behaviours did you place in “best describes me”, and which in “least describes me”? Holding your own picture in mind first makes the differences easier to see, and harder to explain away.</p>
<h2>Then look at agreement, not scores</h2>
<p>The consistency factor tells you how much your raters agreed with one another. High agreement means the picture is stable: different people see the same things. Low agreement usually means you behave differently with different groups, which is itself a finding. A manager who is patient with senior colleagues and curt with their own team will see exactly that split.</p>
<h2>Blind spots and hidden strengths</h2>
<p>These two sections are where the report earns its keep.</p>
<ul>
<li><strong>Blind spots</strong> are behaviours you rated as strengths but others did not. They are not accusations; they are the places where your intention and your impact have drifted apart.</li>
<li><strong>Hidden strengths</strong> are the reverse: behaviours others value that you undersold. People often skip this section. Don’t. A strength you do not know you have is a strength you cannot use on purpose.</li>
</ul>
<h2>Watch for overuse</h2>
<p>Some strengths turn into problems when turned up too far. Decisiveness becomes not listening; attention to detail becomes micromanagement. The overuse section flags competencies where your strongest behaviours appear alongside weak compensating ones. If more than about 60 percent of the compensators for a strength sit in your “least” pile, the report marks it.</p>
<h2>Expect an emotional curve</h2>
<p>Most people move through a recognisable cycle after feedback: denial (“they don’t see what I deal with”), resistance, exploration and finally commitment. Knowing the curve exists does not skip it, but it helps you notice where you are and wait a day before replying to anyone.</p>
<blockquote><p>Read the report twice: once to feel it, once to use it.</p></blockquote>
<h2>From report to plan</h2>
<p>Finish by choosing no more than three things: one strength to use more deliberately, one blind spot to test, and, if it applies, one overused behaviour to dial down. For each, write what you will do differently in the next month and who will tell you whether it is working. That short list, not the report itself, is what changes anything.</p>
<p>If you would like a structured way to do this, the one-page reading guide attached to this article walks through the same steps with space for notes.</p>`,
    backlinks: [
      { title: 'RIRA 360: how the assessment works', url: '/products/rira360' },
      { title: '360-degree feedback (Wikipedia)', url: 'https://en.wikipedia.org/wiki/360-degree_feedback' },
      { title: 'The Johari window (Wikipedia)', url: 'https://en.wikipedia.org/wiki/Johari_window' },
    ],
    attachments: [
      {
        title: 'One-page guide to reading a 360-degree report',
        fileName: 'reading-your-360-report.pdf',
        kind: 'pdf',
        heading: 'Reading your 360-degree report: a one-page guide',
        intro: 'Use this guide the second time you read your report, with a pen in hand.',
        items: [
          '1. Reread your self-assessment first. Note the three behaviours you placed highest and lowest.',
          '2. Check the consistency factor. High agreement means a stable picture; low agreement means you behave differently with different groups.',
          '3. Read your blind spots: behaviours you rated as strengths that others did not. Write down one situation where each might show.',
          '4. Read your hidden strengths: behaviours others value more than you do. Pick one to use on purpose next month.',
          '5. Look at overuse: strengths whose compensating behaviours sit in your lowest pile.',
          '6. Notice your reaction. Denial and resistance are normal first steps; wait a day before responding to anyone.',
          '7. Choose at most three goals: one strength, one blind spot, one overused behaviour.',
          '8. For each goal, write what you will do differently and who will tell you if it works.',
          '9. Book a follow-up conversation with your manager or coach within two weeks.',
        ],
        footer: 'RIRA Magazine - rira.ir',
      },
    ],
  },
  {
    slug: 'okrs-and-kpis-together',
    language: 'en',
    category: 'performance',
    tags: ['okr', 'performance-review'],
    title: 'OKRs and KPIs: how they work together instead of competing',
    summary:
      'KPIs tell you whether the business is healthy; OKRs tell you what you are trying to change this quarter. Mixing them up is the commonest reason OKR programmes stall.',
    coverAlt: 'Abstract orange illustration with rising bars',
    publishedDaysAgo: 95,
    views: 2310,
    body: `
<p>Teams new to OKRs often ask whether they should throw away their KPIs. The short answer is no. The two tools answer different questions, and organisations that use them well keep both, each in its place.</p>
<h2>KPIs measure health</h2>
<p>A key performance indicator is a number you watch continuously because it tells you whether something important is working: monthly revenue, customer churn, time to fill a vacancy, error rates. A KPI does not have to improve every quarter; it has to stay in a healthy range. When it drifts out of range, you act.</p>
<h2>OKRs describe change</h2>
<p>An objective is a short, qualitative statement of where you want to be at the end of the quarter. Its key results are the two to four measurable signs that you got there. OKRs are about moving something, not maintaining it. If nothing would be different at the end of the quarter, it is not an OKR.</p>
<h2>How the two connect</h2>
<ul>
<li>A KPI in trouble is often the <strong>reason</strong> for an objective. If customer churn has crept up, “Make the first month with us unforgettable” might be this quarter’s objective.</li>
<li>A KPI can be a <strong>key result</strong>, when the aim is to move it: “Reduce first-month churn from 9% to 6%”.</li>
<li>Most KPIs are <strong>not</strong> OKRs. Listing every dashboard number as a key result produces twenty OKRs and no focus.</li>
</ul>
<h2>Three mistakes to avoid</h2>
<p><strong>Activities as key results.</strong> “Launch a welcome e-mail series” is a task. “Raise first-month activation from 40% to 55%” is a result. The task may or may not achieve it.</p>
<p><strong>Tying OKRs to bonuses.</strong> The moment OKRs decide pay, people write safe objectives they know they will hit. Keep performance reviews and reward separate.</p>
<p><strong>No rhythm.</strong> OKRs written in week one and read again in week thirteen are a wish list. A fifteen-minute weekly check-in, where each owner gives a confidence score, does more than any software.</p>
<blockquote><p>KPIs keep the lights on. OKRs decide which room you renovate this quarter.</p></blockquote>
<h2>A simple starting point</h2>
<p>List your ten most important KPIs. Mark the two or three that are furthest from where they should be. Those are your candidate objectives for next quarter; everything else stays on the dashboard, watched but not chased.</p>`,
    backlinks: [
      { title: 'RIRA OKR implementation service', url: '/services/okr' },
      { title: 'Objectives and key results (Wikipedia)', url: 'https://en.wikipedia.org/wiki/Objectives_and_key_results' },
      { title: 'Key performance indicator (Wikipedia)', url: 'https://en.wikipedia.org/wiki/Key_performance_indicator' },
    ],
  },
  {
    slug: 'giving-feedback-that-lands',
    language: 'en',
    category: 'leadership',
    tags: ['feedback', 'coaching', 'leadership'],
    title: 'Giving feedback that lands: a practical guide for managers',
    summary:
      'Most feedback fails not because it is wrong but because it arrives vague, late or as a verdict. A simple structure and a few habits make it far more likely to be heard and used.',
    coverAlt: 'Abstract purple illustration of soft circles and bars',
    publishedDaysAgo: 250,
    views: 3120,
    body: `
<p>Ask managers what they find hardest about their job and “giving feedback” comes near the top. Ask employees what they want more of from their managers and the answer is often the same. Both sides want it; it still goes wrong. Usually the problem is delivery, not intent.</p>
<h2>Describe behaviour, not character</h2>
<p>“You’re disorganised” is a verdict about a person. “The report reached the client without the appendix, and they called to ask for it” is a description of something that happened. People can argue with a verdict indefinitely. They can act on a description.</p>
<h2>Use a simple structure</h2>
<p>A widely used pattern is situation, behaviour, impact:</p>
<ul>
<li><strong>Situation:</strong> when and where. “In Tuesday’s meeting with the finance team…”</li>
<li><strong>Behaviour:</strong> what you saw or heard. “…you answered the budget question before Sara had finished presenting…”</li>
<li><strong>Impact:</strong> what it caused. “…and she didn’t get to make the point she’d prepared, which the team needed.”</li>
</ul>
<p>Then stop and ask a question: “How did it look from where you were sitting?” Feedback is the start of a conversation, not a speech.</p>
<h2>Make it timely and frequent</h2>
<p>Feedback saved for the annual review arrives when nobody remembers the details and the behaviour has become a habit. Short, regular feedback, positive as well as corrective, keeps the stakes low. If the only time you give feedback is when something has gone wrong, people learn to dread the words “have you got a minute?”.</p>
<h2>Don’t forget what went well</h2>
<p>Positive feedback follows the same structure and is just as specific. “Good job” is pleasant and forgettable. “The way you summarised the three options in one slide let the director decide in five minutes” tells the person exactly what to repeat.</p>
<blockquote><p>If people only hear from you when something is wrong, they will stop hearing you.</p></blockquote>
<h2>Ask for feedback yourself</h2>
<p>The fastest way to build a feedback culture is for managers to ask for it and respond well when they get it: thank the person, ask a follow-up question, and show later that something changed. A 360-degree assessment can help by making it safe for a team to say what they would not say face to face.</p>`,
    backlinks: [
      { title: 'RIRA workshops: effective feedback', url: '/services/riraWorkshop' },
      { title: 'Feedback (Wikipedia)', url: 'https://en.wikipedia.org/wiki/Feedback' },
    ],
  },
  {
    slug: 'hiring-for-competencies',
    language: 'en',
    category: 'talent',
    tags: ['hiring', 'competencies', 'interview'],
    title: 'Hiring for competencies, not just CVs',
    summary:
      'A CV tells you where someone has been. Competency-based hiring asks what they can do in the role you actually have, and gives every candidate the same fair chance to show it.',
    coverAlt: 'Abstract teal illustration with rising bars',
    publishedDaysAgo: 420,
    views: 2750,
    body: `
<p>Two candidates with almost identical CVs can perform very differently in the same job. Titles and years of experience are rough proxies at best. Competency-based hiring tries to measure the thing that matters directly: whether the person can do what this role requires.</p>
<h2>Start with the role, not the advert</h2>
<p>Before writing an advert, ask the hiring manager to describe what success looks like after a year. Then work back to the four or five competencies that produce that success. For a team lead these might be planning, giving feedback, handling conflict and technical judgement. Everything else in the process should test those, and only those.</p>
<h2>Ask about behaviour</h2>
<p>Behavioural questions ask for real past examples: “Tell me about a time you had to deliver a project with half the time you expected. What did you do first?” Follow up until you reach specifics: what exactly did they say, what happened next, what would they do differently. Hypothetical questions (“what would you do if…”) mostly test how well someone knows the right answer.</p>
<h2>Score as you go</h2>
<p>Agree before the interviews what a weak, adequate and strong answer looks like for each competency, and score each answer straight away, independently of other interviewers. Discuss only after everyone has scored. This single habit removes much of the bias that creeps in when the most senior person speaks first.</p>
<h2>Add evidence from tests and work samples</h2>
<ul>
<li>Standardised ability and personality tests add information interviews cannot, especially in high-volume hiring.</li>
<li>A short work sample, such as drafting a plan or reviewing a real document, shows how someone actually works.</li>
<li>References are most useful when they ask about the same competencies as the interview.</li>
</ul>
<blockquote><p>The same questions, the same scoring, for every candidate: that is what fairness looks like in hiring.</p></blockquote>
<h2>It pays off after the offer too</h2>
<p>Competency-based hiring leaves you with a clear picture of each new hire’s strengths and gaps on day one. That picture is the natural starting point for their onboarding and first development plan.</p>`,
    backlinks: [
      { title: 'RIRA recruitment service', url: '/services/recruitment' },
      { title: 'Structured interview (Wikipedia)', url: 'https://en.wikipedia.org/wiki/Structured_interview' },
      { title: 'Competence in human resources (Wikipedia)', url: 'https://en.wikipedia.org/wiki/Competence_(human_resources)' },
    ],
  },
];
