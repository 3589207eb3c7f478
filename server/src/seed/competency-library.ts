import { inArray, isNull } from 'drizzle-orm';
import type { RaterGroup } from '@rira/contracts';
import type { DbOrTx } from '../db/client.ts';
import {
  assessmentTemplates,
  assessorTypes,
  competencies,
  competencyCompensators,
  difficulties,
  factors,
  templateFactors,
} from '../db/schema/index.ts';

/**
 * The platform's own competency library for the 360-degree leadership assessment: difficulty
 * levels, competency clusters (factors), competencies with their compensators, assessor types
 * and one platform template. Every text is RIRA's own, written for this product in Persian and
 * English. Rows refer to each other by the string keys below; the seed resolves them to ids.
 */

export type DifficultyKey = 'easy' | 'moderate' | 'hard';
export type FactorKey = 'strategy' | 'judgement' | 'results' | 'people' | 'relationships' | 'communication' | 'change' | 'self';

export interface SeedDifficulty {
  key: DifficultyKey;
  title: string;
  titleEn: string;
  isHard: boolean;
}

export interface SeedFactor {
  key: FactorKey;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  minScore: number;
  maxScore: number;
}

export interface SeedCompetency {
  key: string;
  factor: FactorKey;
  difficulty: DifficultyKey;
  title: string;
  titleEn: string;
  skilledDefinition: string;
  skilledDefinitionEn: string;
  unskilledDefinition: string;
  unskilledDefinitionEn: string;
  overusedDefinition: string;
  overusedDefinitionEn: string;
  /** Importance in the factor summary: 1, or 1.5 for a few core competencies. */
  score: number;
  minScore: number;
  maxScore: number;
  /** Keys of the competencies that balance this one when it is overused (2 to 4). */
  compensators: readonly string[];
}

export interface SeedAssessorType {
  title: string;
  titleEn: string;
  raterGroup: RaterGroup;
  weight: number;
  minCount: number;
  maxCount: number;
  allowOutsideCompany: boolean;
  needsConfirmation: boolean;
}

export interface SeedTemplate {
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  estimatedMinutes: number;
  minGroupSize: number;
  pileMaxBest: number | null;
  pileMaxMostly: number | null;
  pileMaxLeast: number | null;
}

/** The default band limits of assessment-method.md §3. */
const BAND = { minScore: 1.67, maxScore: 2.33 } as const;

export const DIFFICULTIES: readonly SeedDifficulty[] = [
  { key: 'easy', title: 'آسان', titleEn: 'Easy', isHard: false },
  { key: 'moderate', title: 'متوسط', titleEn: 'Moderate', isHard: false },
  { key: 'hard', title: 'دشوار', titleEn: 'Hard to develop', isHard: true },
];

export const FACTORS: readonly SeedFactor[] = [
  {
    key: 'strategy',
    title: 'تفکر راهبردی',
    titleEn: 'Strategic thinking',
    description:
      'توانایی نگاه کردن فراتر از کارهای روزمره: فهم اینکه سازمان در چه بازاری و برای چه مشتریانی کار می‌کند، چه تغییراتی در راه است و مسیر تیم یا واحد چگونه باید با این تصویر بزرگ‌تر هماهنگ شود. مدیری که در این خوشه قوی است، جهت کار را روشن می‌کند و تصمیم‌های امروز را با پیامدهای فردا می‌سنجد.',
    descriptionEn:
      'The ability to look beyond day-to-day work: understanding the market and the customers the organisation serves, the changes that are coming, and how the direction of a team or unit should fit that larger picture. A manager who is strong in this cluster makes the direction of the work clear and weighs today’s decisions against their consequences tomorrow.',
    ...BAND,
  },
  {
    key: 'judgement',
    title: 'تصمیم‌گیری و قضاوت',
    titleEn: 'Decision-making and judgement',
    description:
      'کیفیت و به‌موقع بودن تصمیم‌ها: گردآوری و سنجیدن اطلاعات کافی، دیدن گزینه‌ها و خطرها، و انتخاب کردن در زمان مناسب، حتی وقتی همه‌چیز روشن نیست. این خوشه نشان می‌دهد دیگران تا چه اندازه می‌توانند به تصمیم‌های فرد تکیه کنند.',
    descriptionEn:
      'The quality and timeliness of decisions: gathering and weighing enough information, seeing the options and the risks, and choosing at the right moment, even when not everything is clear. This cluster shows how far others can rely on the person’s decisions.',
    ...BAND,
  },
  {
    key: 'results',
    title: 'نتیجه‌گرایی و اجرا',
    titleEn: 'Results and execution',
    description:
      'تبدیل هدف‌ها به کار انجام‌شده: برنامه‌ریزی، تعیین اولویت، مدیریت زمان و منابع، پیگیری تا پایان کار و پذیرفتن مسئولیت نتیجه. این خوشه به این پرسش پاسخ می‌دهد که آیا کارها با کیفیت مورد انتظار و در زمان مقرر به سرانجام می‌رسند یا نه.',
    descriptionEn:
      'Turning goals into finished work: planning, setting priorities, managing time and resources, following through to completion and owning the outcome. This cluster answers the question of whether work gets done on time and to the expected standard.',
    ...BAND,
  },
  {
    key: 'people',
    title: 'رهبری و پرورش افراد',
    titleEn: 'Leading and developing people',
    description:
      'شیوهٔ کار کردن با افراد تیم: سپردن کار و اختیار، بازخورد دادن، ایجاد انگیزه، رفتار منصفانه و کمک به رشد هر فرد. مدیری که در این خوشه قوی است، تیمی می‌سازد که بدون حضور دائمی او هم خوب کار می‌کند.',
    descriptionEn:
      'How the person works with the people in their team: handing over work and authority, giving feedback, motivating, treating people fairly and helping each person grow. A manager who is strong in this cluster builds a team that works well even when they are not in the room.',
    ...BAND,
  },
  {
    key: 'relationships',
    title: 'روابط و اثرگذاری',
    titleEn: 'Relationships and influence',
    description:
      'ساختن رابطه‌های کاری سالم با همکاران، مدیران، واحدهای دیگر و افراد بیرون از سازمان: جلب اعتماد، همکاری، درک دیدگاه دیگران، حل اختلاف و همراه کردن کسانی که زیر نظر مستقیم فرد نیستند.',
    descriptionEn:
      'Building healthy working relationships with colleagues, managers, other departments and people outside the organisation: earning trust, cooperating, understanding other points of view, resolving disagreements and bringing along people who do not report to the person.',
    ...BAND,
  },
  {
    key: 'communication',
    title: 'ارتباط و گفت‌وگو',
    titleEn: 'Communication',
    description:
      'فرستادن و دریافت پیام به شکلی که درست فهمیده شود: گوش دادن، بیان روشن، ارائه در جمع، صراحت در گفتن حرف‌های دشوار و رساندن اطلاعات لازم به افراد مناسب در زمان مناسب.',
    descriptionEn:
      'Sending and receiving messages so that they are understood correctly: listening, speaking clearly, presenting to a group, being candid about difficult matters and getting the right information to the right people at the right time.',
    ...BAND,
  },
  {
    key: 'change',
    title: 'تغییر و نوآوری',
    titleEn: 'Change and innovation',
    description:
      'آمادگی فرد برای بهتر کردن وضع موجود و همراه شدن با شرایط تازه: پیشنهاد دادن و آزمودن ایده‌های نو، یادگیری از تجربه، سازگاری با تغییر و هدایت دیگران در مسیر آن.',
    descriptionEn:
      'The person’s readiness to improve the way things are and to move with new circumstances: proposing and testing new ideas, learning from experience, adapting to change and guiding others through it.',
    ...BAND,
  },
  {
    key: 'self',
    title: 'خودمدیریتی و تاب‌آوری',
    titleEn: 'Self-management and resilience',
    description:
      'رفتار فرد با خودش، به‌ویژه در شرایط دشوار: شناخت نقاط قوت و ضعف خود، حفظ آرامش زیر فشار، برخاستن پس از شکست، صبوری و پایبندی به اصول اخلاقی حتی وقتی هزینه دارد.',
    descriptionEn:
      'How the person manages themselves, especially in difficult conditions: knowing their own strengths and weaknesses, staying calm under pressure, recovering after setbacks, showing patience, and keeping to ethical principles even when it is costly.',
    ...BAND,
  },
];

export const COMPETENCIES: readonly SeedCompetency[] = [
  // ---------------- strategic thinking ----------------
  {
    key: 'vision',
    factor: 'strategy',
    difficulty: 'hard',
    title: 'ترسیم چشم‌انداز',
    titleEn: 'Setting direction',
    skilledDefinition:
      'تصویری روشن و ملموس از جایی که تیم یا واحد باید در چند سال آینده به آن برسد ارائه می‌کند و نشان می‌دهد کار امروز هر کس چه سهمی در رسیدن به آن دارد.',
    skilledDefinitionEn:
      'Describes in clear, concrete terms where the team or unit should be in a few years’ time, and shows each person how their current work helps to get there.',
    unskilledDefinition:
      'بیشتر از هفته‌ای به هفتهٔ دیگر کار می‌کند؛ وقتی از او می‌پرسند تیم به کجا می‌رود، پاسخ روشنی ندارد و هدف‌ها با هر تغییری در سطح بالاتر عوض می‌شوند.',
    unskilledDefinitionEn:
      'Works mostly from one week to the next; when asked where the team is heading, has no clear answer, and goals shift with every change higher up.',
    overusedDefinition:
      'آن‌قدر درگیر آیندهٔ مطلوب است که از واقعیت‌های اجرایی و محدودیت منابع فاصله می‌گیرد؛ هدف‌های بلندپروازانه‌ای تعیین می‌کند که تیم راهی برای رسیدن به آن‌ها نمی‌بیند.',
    overusedDefinitionEn:
      'Is so absorbed in the desired future that they lose touch with practical constraints and available resources; sets ambitious goals the team cannot see a way to reach.',
    score: 1.5,
    ...BAND,
    compensators: ['planning', 'listening', 'accountability'],
  },
  {
    key: 'systems-thinking',
    factor: 'strategy',
    difficulty: 'hard',
    title: 'نگاه سیستمی',
    titleEn: 'Systems thinking',
    skilledDefinition:
      'پیش از تصمیم، اثر آن را بر واحدهای دیگر، مشتریان و فرایندهای مرتبط بررسی می‌کند و ریشهٔ مشکلات تکرارشونده را در پیوند میان بخش‌ها پیدا می‌کند، نه فقط در یک نقطه.',
    skilledDefinitionEn:
      'Before deciding, considers the effect on other departments, customers and connected processes, and traces recurring problems to the links between parts of the organisation rather than to a single point.',
    unskilledDefinition:
      'هر مشکل را جدا از بقیه حل می‌کند؛ راه‌حلی که برای واحد خودش می‌دهد گاهی برای واحد دیگری گرفتاری تازه درست می‌کند و همان مشکل چند ماه بعد به شکل دیگری برمی‌گردد.',
    unskilledDefinitionEn:
      'Fixes each problem in isolation; a solution for their own unit sometimes creates a new difficulty for another, and the same problem comes back months later in a different form.',
    overusedDefinition:
      'هر موضوع ساده‌ای را به شبکه‌ای پیچیده از وابستگی‌ها تبدیل می‌کند؛ بحث‌ها طولانی می‌شود، اقدام به تعویق می‌افتد و دیگران نمی‌دانند بالاخره از کجا باید شروع کنند.',
    overusedDefinitionEn:
      'Turns simple matters into a complex web of dependencies; discussions drag on, action is postponed and others are left unsure where to begin.',
    score: 1,
    ...BAND,
    compensators: ['decisiveness', 'clarity', 'priorities'],
  },
  {
    key: 'business-acumen',
    factor: 'strategy',
    difficulty: 'moderate',
    title: 'درک کسب‌وکار',
    titleEn: 'Business acumen',
    skilledDefinition:
      'می‌داند درآمد سازمان از کجا می‌آید، هزینه‌های اصلی کدام‌اند و رقبا چه می‌کنند؛ پیشنهادهایش را با زبان هزینه، درآمد و اثر بر مشتری توضیح می‌دهد.',
    skilledDefinitionEn:
      'Knows where the organisation’s income comes from, what the main costs are and what competitors are doing; explains their proposals in terms of cost, revenue and effect on customers.',
    unskilledDefinition:
      'کار واحد خودش را بدون توجه به اثر مالی آن پیش می‌برد؛ در جلسه‌های بودجه یا بحث دربارهٔ بازار حرف چندانی برای گفتن ندارد و هزینهٔ تصمیم‌هایش را برآورد نمی‌کند.',
    unskilledDefinitionEn:
      'Runs their unit’s work without regard to its financial effect; has little to contribute in budget meetings or market discussions and does not estimate what their decisions cost.',
    overusedDefinition:
      'همه‌چیز را فقط با عدد و سود کوتاه‌مدت می‌سنجد؛ اثر تصمیم‌ها بر انگیزهٔ کارکنان، کیفیت کار یا اعتبار سازمان را کم‌اهمیت می‌شمارد.',
    overusedDefinitionEn:
      'Judges everything by figures and short-term profit alone; plays down the effect of decisions on staff morale, quality of work or the organisation’s reputation.',
    score: 1,
    ...BAND,
    compensators: ['empathy', 'fairness', 'innovation'],
  },
  {
    key: 'foresight',
    factor: 'strategy',
    difficulty: 'hard',
    title: 'آینده‌نگری',
    titleEn: 'Foresight',
    skilledDefinition:
      'روندهای فناوری، بازار و قوانین را دنبال می‌کند، پیامد آن‌ها را برای سازمان زودتر از دیگران تشخیص می‌دهد و برای چند حالت محتمل آینده آمادگی ایجاد می‌کند.',
    skilledDefinitionEn:
      'Follows trends in technology, markets and regulation, recognises what they mean for the organisation earlier than most, and prepares for several likely future scenarios.',
    unskilledDefinition:
      'تغییرات بیرونی را وقتی می‌بیند که اثرشان به کار رسیده است؛ تیم بارها غافلگیر می‌شود و ناچار است با عجله واکنش نشان دهد.',
    unskilledDefinitionEn:
      'Notices outside changes only once they are already affecting the work; the team is repeatedly caught by surprise and has to react in a hurry.',
    overusedDefinition:
      'چنان سرگرم سناریوهای دور است که مسائل فوری امروز را رها می‌کند؛ وقت و بودجه را صرف آمادگی برای رویدادهایی می‌کند که احتمال رخ دادنشان کم است.',
    overusedDefinitionEn:
      'Is so taken up with distant scenarios that today’s urgent matters are left unattended; spends time and budget preparing for events that are unlikely to happen.',
    score: 1,
    ...BAND,
    compensators: ['drive', 'time-management', 'decisiveness'],
  },
  {
    key: 'customer-focus',
    factor: 'strategy',
    difficulty: 'easy',
    title: 'مشتری‌مداری',
    titleEn: 'Customer focus',
    skilledDefinition:
      'نیازها و گلایه‌های مشتریان، چه بیرونی و چه درون‌سازمانی، را مستقیم از خودشان می‌پرسد، پیگیری می‌کند تا مشکل واقعاً حل شود و بازخورد آن‌ها را به بهبود کار تیم تبدیل می‌کند.',
    skilledDefinitionEn:
      'Asks customers, external or internal, directly about their needs and complaints, follows up until problems are genuinely solved, and turns their feedback into improvements in the team’s work.',
    unskilledDefinition:
      'مشتری را فقط از روی گزارش‌ها می‌شناسد؛ به شکایت‌ها دیر پاسخ داده می‌شود و تیم بیشتر به راحتی روال‌های داخلی فکر می‌کند تا به تجربهٔ مشتری.',
    unskilledDefinitionEn:
      'Knows customers only through reports; complaints are answered late, and the team thinks more about the convenience of internal routines than about the customer’s experience.',
    overusedDefinition:
      'به هر درخواست مشتری «بله» می‌گوید، حتی وقتی هزینه‌اش از سودش بیشتر است؛ تیم زیر بار قول‌های پیاپی خسته می‌شود و اولویت‌ها مدام به هم می‌ریزد.',
    overusedDefinitionEn:
      'Says yes to every customer request, even when the cost outweighs the benefit; the team is worn down by a stream of promises and priorities are constantly upset.',
    score: 1,
    ...BAND,
    compensators: ['business-acumen', 'priorities', 'candour'],
  },

  // ---------------- decision-making and judgement ----------------
  {
    key: 'decisiveness',
    factor: 'judgement',
    difficulty: 'moderate',
    title: 'قاطعیت در تصمیم‌گیری',
    titleEn: 'Decisiveness',
    skilledDefinition:
      'وقتی اطلاعات کافی در دست است، بدون تعلل تصمیم می‌گیرد، تصمیمش را روشن اعلام می‌کند و پای آن می‌ایستد تا کار متوقف نماند.',
    skilledDefinitionEn:
      'Makes decisions without delay once enough information is available, announces them clearly and stands by them so that work does not stall.',
    unskilledDefinition:
      'تصمیم‌ها را از جلسه‌ای به جلسهٔ بعد موکول می‌کند، منتظر اطلاعات بیشتر یا نظر مدیر بالاتر می‌ماند و تیم برای ادامهٔ کار بلاتکلیف می‌ماند.',
    unskilledDefinitionEn:
      'Puts decisions off from one meeting to the next, waits for more information or for a senior manager’s view, and leaves the team unsure how to proceed.',
    overusedDefinition:
      'زودتر از موعد و با اطلاعات ناقص تصمیم می‌گیرد، نظر مخالف را نشنیده کنار می‌گذارد و حاضر نیست تصمیمش را حتی با شواهد تازه بازنگری کند.',
    overusedDefinitionEn:
      'Decides too early on incomplete information, dismisses dissenting views without hearing them out and refuses to revisit a decision even when new evidence appears.',
    score: 1,
    ...BAND,
    compensators: ['listening', 'analysis', 'patience'],
  },
  {
    key: 'analysis',
    factor: 'judgement',
    difficulty: 'moderate',
    title: 'تحلیل مسئله',
    titleEn: 'Problem analysis',
    skilledDefinition:
      'مسئله را به اجزای روشن تقسیم می‌کند، داده‌های مرتبط را گرد می‌آورد، علت را از نشانه جدا می‌کند و چند راه‌حل را با مزایا و معایبشان کنار هم می‌گذارد.',
    skilledDefinitionEn:
      'Breaks a problem into clear parts, gathers the relevant data, separates causes from symptoms and sets out several solutions side by side with their pros and cons.',
    unskilledDefinition: 'با اولین توضیحی که به ذهنش می‌رسد سراغ راه‌حل می‌رود؛ اغلب نشانه‌ها را درمان می‌کند و مشکل اصلی سر جایش می‌ماند.',
    unskilledDefinitionEn:
      'Goes for a solution based on the first explanation that comes to mind; often treats the symptoms while the underlying problem remains.',
    overusedDefinition:
      'همیشه دادهٔ بیشتری می‌خواهد و هیچ تحلیلی را تمام‌شده نمی‌داند؛ گزارش‌های مفصل تهیه می‌کند، اما در این فاصله فرصت اقدام از دست می‌رود.',
    overusedDefinitionEn:
      'Always wants more data and never considers an analysis finished; produces detailed reports while the window for action closes.',
    score: 1,
    ...BAND,
    compensators: ['decisiveness', 'ambiguity', 'time-management'],
  },
  {
    key: 'judgement',
    factor: 'judgement',
    difficulty: 'hard',
    title: 'قضاوت سنجیده',
    titleEn: 'Sound judgement',
    skilledDefinition:
      'در موقعیت‌های پیچیده، واقعیت‌ها، تجربه و دیدگاه افراد درگیر را کنار هم می‌گذارد و به نتیجه‌ای می‌رسد که بیشتر وقت‌ها با گذشت زمان درست از آب درمی‌آید.',
    skilledDefinitionEn:
      'In complex situations, weighs the facts, experience and the views of those involved, and reaches conclusions that usually prove right over time.',
    unskilledDefinition:
      'تحت تأثیر آخرین حرفی که شنیده یا حال‌وهوای لحظه تصمیم می‌گیرد؛ نظرش دربارهٔ یک موضوع از هفته‌ای به هفتهٔ دیگر عوض می‌شود و دیگران به داوری او تکیه نمی‌کنند.',
    unskilledDefinitionEn:
      'Is swayed by the last thing they heard or by the mood of the moment; their view on an issue changes from week to week and others do not rely on their judgement.',
    overusedDefinition:
      'به درستی داوری خودش چنان مطمئن است که نظر دیگران را فقط برای تأیید آن می‌پرسد؛ به تجربهٔ گذشته تکیه می‌کند و شرایط تازه را با الگوهای قدیمی می‌سنجد.',
    overusedDefinitionEn:
      'Is so confident in their own judgement that they ask for others’ views only to confirm it; relies on past experience and reads new situations through old patterns.',
    score: 1.5,
    ...BAND,
    compensators: ['listening', 'learning-agility', 'innovation'],
  },
  {
    key: 'risk-taking',
    factor: 'judgement',
    difficulty: 'moderate',
    title: 'ریسک‌پذیری حساب‌شده',
    titleEn: 'Calculated risk-taking',
    skilledDefinition:
      'وقتی فرصت ارزشمندی در کار است، با وجود نامطمئن بودن نتیجه اقدام می‌کند، اما پیش از آن بدترین حالت را می‌سنجد و برای محدود کردن زیان برنامه دارد.',
    skilledDefinitionEn:
      'Acts on a worthwhile opportunity even when the outcome is uncertain, having first weighed the worst case and planned how to limit the loss.',
    unskilledDefinition:
      'از هر کاری که احتمال شکست داشته باشد پرهیز می‌کند؛ روش‌های آزموده را حتی وقتی دیگر جواب نمی‌دهند ادامه می‌دهد و فرصت‌ها به رقبا می‌رسد.',
    unskilledDefinitionEn:
      'Avoids anything that might fail; keeps to tried methods even when they no longer work, and opportunities go to competitors.',
    overusedDefinition:
      'روی طرح‌های پرخطر شرط‌های بزرگ می‌بندد، هشدارها را بدبینی می‌خواند و سازمان را در معرض زیان‌هایی قرار می‌دهد که جبرانشان دشوار است.',
    overusedDefinitionEn:
      'Places large bets on high-risk ventures, dismisses warnings as pessimism and exposes the organisation to losses that are hard to recover from.',
    score: 1,
    ...BAND,
    compensators: ['analysis', 'judgement', 'quality'],
  },
  {
    key: 'ambiguity',
    factor: 'judgement',
    difficulty: 'hard',
    title: 'کنار آمدن با ابهام',
    titleEn: 'Handling ambiguity',
    skilledDefinition:
      'وقتی هدف، اطلاعات یا قواعد هنوز روشن نیست، آرام می‌ماند، با فرض‌های موقت کار را پیش می‌برد و با روشن‌تر شدن اوضاع مسیر را اصلاح می‌کند.',
    skilledDefinitionEn:
      'Stays calm when goals, information or rules are still unclear, moves the work forward on provisional assumptions and adjusts course as things become clearer.',
    unskilledDefinition:
      'تا همه‌چیز مشخص نشود دست به کار نمی‌شود؛ در شرایط نامعلوم مضطرب می‌شود، پرسش‌های پیاپی می‌پرسد و کار تیم را معطل پاسخ دیگران نگه می‌دارد.',
    unskilledDefinitionEn:
      'Will not start until everything is defined; becomes anxious in uncertain conditions, asks question after question and holds up the team’s work while waiting for answers.',
    overusedDefinition:
      'ابهام را چنان عادی می‌داند که برای کم کردن آن تلاشی نمی‌کند؛ نقش‌ها، هدف‌ها و معیارها مبهم می‌مانند و تیم نمی‌داند از او چه انتظاری می‌رود.',
    overusedDefinitionEn:
      'Treats ambiguity as so normal that they make no effort to reduce it; roles, goals and standards stay vague and the team does not know what is expected of it.',
    score: 1,
    ...BAND,
    compensators: ['clarity', 'planning', 'decisiveness'],
  },

  // ---------------- results and execution ----------------
  {
    key: 'drive',
    factor: 'results',
    difficulty: 'easy',
    title: 'نتیجه‌گرایی',
    titleEn: 'Drive for results',
    skilledDefinition:
      'هدف‌های مشخص و سنجش‌پذیر تعیین می‌کند، پیشرفت را مرتب پیگیری می‌کند و تا رسیدن به نتیجه، حتی با وجود مانع، از تلاش دست نمی‌کشد.',
    skilledDefinitionEn:
      'Sets specific, measurable targets, tracks progress regularly and keeps going until the result is achieved, even when obstacles arise.',
    unskilledDefinition:
      'بیشتر به فعالیت و سرگرم بودن توجه دارد تا به نتیجه؛ کارها نیمه‌کاره رها می‌شوند و مهلت‌ها بی‌سروصدا عقب می‌افتند.',
    unskilledDefinitionEn:
      'Pays more attention to activity and being busy than to outcomes; tasks are left half-finished and deadlines slip quietly.',
    overusedDefinition:
      'برای رسیدن به عدد هدف، افراد را بیش از توانشان زیر فشار می‌گذارد، خستگی و نگرانی آن‌ها را نمی‌بیند و گاهی برای زودتر رسیدن، کیفیت یا قاعده را دور می‌زند.',
    overusedDefinitionEn:
      'Pushes people beyond their capacity to hit the target, fails to notice their fatigue or concerns, and sometimes bends quality or rules to get there faster.',
    score: 1.5,
    ...BAND,
    compensators: ['empathy', 'patience', 'listening'],
  },
  {
    key: 'planning',
    factor: 'results',
    difficulty: 'easy',
    title: 'برنامه‌ریزی و سازمان‌دهی',
    titleEn: 'Planning and organising',
    skilledDefinition:
      'کار بزرگ را به مرحله‌هایی با مسئول و مهلت روشن تقسیم می‌کند، منابع لازم را از پیش برآورد می‌کند و برای گره‌های احتمالی راه جایگزین در نظر می‌گیرد.',
    skilledDefinitionEn:
      'Breaks large pieces of work into stages with clear owners and deadlines, estimates the resources needed in advance and has fallback options for likely bottlenecks.',
    unskilledDefinition:
      'کار را بدون برنامهٔ مکتوب شروع می‌کند؛ وسط کار معلوم می‌شود نیرو یا بودجه کافی نیست و تیم مدام در حال جبران کمبودهایی است که کسی پیش‌بینی نکرده بود.',
    unskilledDefinitionEn:
      'Starts work without a written plan; halfway through it turns out there are not enough people or budget, and the team is constantly making up for shortfalls nobody foresaw.',
    overusedDefinition:
      'برنامه را تغییرناپذیر می‌داند؛ جزئیات را تا سطحی غیرضروری تعیین می‌کند و وقتی شرایط عوض می‌شود، به جای اصلاح برنامه بر اجرای همان برنامهٔ قبلی پافشاری می‌کند.',
    overusedDefinitionEn:
      'Treats the plan as untouchable; specifies detail to an unnecessary level and, when circumstances change, insists on following the original plan rather than revising it.',
    score: 1,
    ...BAND,
    compensators: ['adaptability', 'ambiguity', 'innovation'],
  },
  {
    key: 'priorities',
    factor: 'results',
    difficulty: 'easy',
    title: 'اولویت‌بندی',
    titleEn: 'Setting priorities',
    skilledDefinition:
      'از میان کارهای فراوان، چند کاری را که بیشترین اثر را دارند تشخیص می‌دهد، وقت و نیروی تیم را روی آن‌ها می‌گذارد و به کارهای کم‌اهمیت با دلیل «نه» می‌گوید.',
    skilledDefinitionEn:
      'Picks out, from many demands, the few tasks with the greatest impact, puts the team’s time and effort into them and gives reasoned refusals to less important work.',
    unskilledDefinition:
      'همهٔ کارها را به یک اندازه فوری می‌داند؛ تیم هم‌زمان روی کارهای زیادی کار می‌کند، هیچ‌کدام به‌موقع تمام نمی‌شود و درخواستی که با پافشاری بیشتری مطرح شود همیشه جلو می‌افتد.',
    unskilledDefinitionEn:
      'Treats every task as equally urgent; the team works on too many things at once, none is finished on time, and whichever request is pressed hardest always comes first.',
    overusedDefinition:
      'هر چه را در فهرست اولویت‌هایش نیست نادیده می‌گیرد؛ درخواست واحدهای دیگر را بی‌اهمیت می‌شمارد و فرصت‌هایی را که بیرون از برنامه پیش می‌آیند از دست می‌دهد.',
    overusedDefinitionEn:
      'Ignores anything that is not on their priority list; treats other departments’ requests as unimportant and misses opportunities that arise outside the plan.',
    score: 1,
    ...BAND,
    compensators: ['collaboration', 'customer-focus', 'systems-thinking'],
  },
  {
    key: 'time-management',
    factor: 'results',
    difficulty: 'easy',
    title: 'مدیریت زمان',
    titleEn: 'Time management',
    skilledDefinition:
      'وقت خود را بر اساس اولویت‌ها برنامه‌ریزی می‌کند، به‌موقع در جلسه‌ها حاضر می‌شود، جلسه را در زمان مقرر تمام می‌کند و به قول‌هایش دربارهٔ زمان تحویل پایبند است.',
    skilledDefinitionEn:
      'Plans their time around priorities, arrives at meetings on time, ends them as scheduled and keeps their promises on delivery dates.',
    unskilledDefinition:
      'روزش با کارهای پیش‌آمده پر می‌شود؛ جلسه‌ها دیر شروع و دیر تمام می‌شوند و کارهای مهم به ساعت‌های آخر یا روزهای تعطیل می‌افتند.',
    unskilledDefinitionEn:
      'Their day fills up with whatever comes along; meetings start and finish late, and important work gets pushed to the last hours or into the weekend.',
    overusedDefinition:
      'برنامهٔ زمانی را چنان خشک اجرا می‌کند که برای گفت‌وگوی پیش‌بینی‌نشده یا همکاری که به کمک نیاز دارد جایی نمی‌ماند؛ گفت‌وگوها را نیمه‌کاره قطع می‌کند تا سر وقت به کار بعدی برسد.',
    overusedDefinitionEn:
      'Sticks to the schedule so rigidly that there is no room for an unplanned conversation or a colleague who needs help; cuts conversations short to be on time for the next item.',
    score: 1,
    ...BAND,
    compensators: ['patience', 'empathy', 'collaboration'],
  },
  {
    key: 'accountability',
    factor: 'results',
    difficulty: 'moderate',
    title: 'مسئولیت‌پذیری',
    titleEn: 'Accountability',
    skilledDefinition:
      'مسئولیت نتیجهٔ کار خود و تیمش را، چه خوب و چه بد، می‌پذیرد؛ اشتباه را زود اعلام می‌کند و به جای یافتن مقصر، برای جبران آن دست به کار می‌شود.',
    skilledDefinitionEn:
      'Takes responsibility for the results of their own and their team’s work, good or bad; owns up to mistakes early and acts to put them right instead of looking for someone to blame.',
    unskilledDefinition: 'وقتی کاری خراب می‌شود، علت را در شرایط، واحدهای دیگر یا افراد تیم می‌جوید؛ تعهدهایش مبهم است و پیگیری نمی‌شود.',
    unskilledDefinitionEn:
      'When something goes wrong, looks for the cause in circumstances, other departments or team members; their commitments are vague and are not followed up.',
    overusedDefinition:
      'همهٔ بار را خودش به دوش می‌کشد و کار را از دست دیگران بیرون می‌آورد تا مطمئن شود درست انجام می‌شود؛ خودش فرسوده می‌شود و تیم فرصت پذیرفتن مسئولیت پیدا نمی‌کند.',
    overusedDefinitionEn:
      'Carries the whole load personally and takes work out of others’ hands to make sure it is done right; wears themselves out and the team never gets the chance to take ownership.',
    score: 1,
    ...BAND,
    compensators: ['delegation', 'self-awareness', 'team-building'],
  },
  {
    key: 'quality',
    factor: 'results',
    difficulty: 'easy',
    title: 'دقت و کیفیت کار',
    titleEn: 'Attention to quality',
    skilledDefinition:
      'پیش از تحویل، کار را با معیارهای روشن بازبینی می‌کند، خطاهای کوچک را پیش از آنکه به مشتری برسد پیدا می‌کند و برای کارهای تکراری فهرست وارسی می‌سازد.',
    skilledDefinitionEn:
      'Checks work against clear standards before handing it over, catches small errors before they reach the customer and creates checklists for recurring tasks.',
    unskilledDefinition:
      'کار را با عجله و بدون بازبینی تحویل می‌دهد؛ خطاهای تکراری در گزارش‌ها و خروجی‌هایش دیده می‌شود و دیگران ناچارند کارش را دوباره بررسی کنند.',
    unskilledDefinitionEn:
      'Hands work over in a hurry without reviewing it; the same errors keep appearing in their reports and outputs, and others have to check their work again.',
    overusedDefinition:
      'کمال‌گرایی کار را کند می‌کند؛ روی جزئیاتی که برای مشتری اهمیتی ندارند وقت زیادی می‌گذارد، کار دیگران را بارها برمی‌گرداند و تحویل را به تأخیر می‌اندازد.',
    overusedDefinitionEn:
      'Perfectionism slows the work down; spends a long time on details that do not matter to the customer, sends others’ work back again and again and delays delivery.',
    score: 1,
    ...BAND,
    compensators: ['priorities', 'time-management', 'risk-taking'],
  },

  // ---------------- leading and developing people ----------------
  {
    key: 'delegation',
    factor: 'people',
    difficulty: 'moderate',
    title: 'تفویض اختیار',
    titleEn: 'Delegating',
    skilledDefinition:
      'کار را همراه با اختیار لازم به افراد مناسب می‌سپارد، نتیجهٔ مورد انتظار و مهلت را روشن می‌گوید و به جای دخالت در جزئیات، در نقطه‌های توافق‌شده پیگیری می‌کند.',
    skilledDefinitionEn:
      'Hands work, together with the necessary authority, to the right people, states the expected outcome and deadline clearly, and checks in at agreed points instead of interfering in the detail.',
    unskilledDefinition:
      'کارهای مهم را خودش انجام می‌دهد، چون به نظرش «زودتر و بهتر» انجام می‌شود؛ کار روی میزش تلنبار است و افراد تیم فقط کارهای ساده و تکراری را به عهده دارند.',
    unskilledDefinitionEn:
      'Does important work personally because it seems “quicker and better” that way; work piles up on their desk and team members are left with only simple, repetitive tasks.',
    overusedDefinition:
      'کار را واگذار می‌کند و دیگر سراغش نمی‌رود؛ از جزئیات کار تیم بی‌خبر است، کارهای ناخوشایند را هم به دیگران می‌سپارد و وقتی مشکلی پیش می‌آید پاسخی ندارد.',
    overusedDefinitionEn:
      'Hands work off and does not come back to it; is out of touch with the details of the team’s work, passes on the unpleasant tasks too, and has no answers when problems arise.',
    score: 1,
    ...BAND,
    compensators: ['accountability', 'developing-others', 'informing'],
  },
  {
    key: 'developing-others',
    factor: 'people',
    difficulty: 'hard',
    title: 'پرورش دیگران',
    titleEn: 'Developing others',
    skilledDefinition:
      'توانایی‌ها و آرزوهای شغلی هر فرد را می‌شناسد، کارهایی به او می‌سپارد که کمی فراتر از توان فعلی‌اش است و در طول مسیر راهنمایی و پشتیبانی‌اش می‌کند.',
    skilledDefinitionEn:
      'Knows each person’s abilities and career aspirations, gives them assignments slightly beyond their current reach, and offers guidance and support along the way.',
    unskilledDefinition:
      'افراد را فقط برای کار امروز می‌خواهد؛ دربارهٔ مسیر شغلی‌شان با آن‌ها گفت‌وگو نمی‌کند، آموزش را اتلاف وقت می‌داند و نیروهای مستعد برای رشد، تیم را ترک می‌کنند.',
    unskilledDefinitionEn:
      'Sees people only in terms of today’s work; does not discuss their careers with them, regards training as a waste of time, and promising people leave the team to grow elsewhere.',
    overusedDefinition:
      'هر کاری را به فرصتی آموزشی تبدیل می‌کند، حتی وقتی تیم زیر فشار تحویل است؛ گاهی چند نفر محبوب را بیش از دیگران پرورش می‌دهد و بقیه احساس می‌کنند نادیده گرفته شده‌اند.',
    overusedDefinitionEn:
      'Turns every task into a learning opportunity, even when the team is under pressure to deliver; sometimes invests in a few favourites far more than in others, who feel overlooked.',
    score: 1.5,
    ...BAND,
    compensators: ['drive', 'fairness', 'priorities'],
  },
  {
    key: 'feedback',
    factor: 'people',
    difficulty: 'moderate',
    title: 'بازخورد دادن',
    titleEn: 'Giving feedback',
    skilledDefinition:
      'به‌موقع و مشخص می‌گوید چه کاری خوب انجام شده و چه چیزی باید تغییر کند؛ بازخوردش به رفتار و نتیجه اشاره دارد، نه به شخصیت فرد، و با پیشنهادی برای بهتر شدن همراه است.',
    skilledDefinitionEn:
      'Says promptly and specifically what was done well and what needs to change; the feedback refers to behaviour and results rather than personality, and comes with a suggestion for improvement.',
    unskilledDefinition:
      'انتقادها را نگه می‌دارد تا در ارزیابی پایان سال یک‌جا مطرح کند؛ تشویقش کلی است و افراد نمی‌دانند دقیقاً کجای کارشان خوب یا ضعیف است.',
    unskilledDefinitionEn:
      'Saves up criticism for the year-end review; praise is general, and people do not know exactly which parts of their work are good or weak.',
    overusedDefinition:
      'بی‌وقفه نظر می‌دهد و هر کار کوچکی را اصلاح می‌کند؛ افراد احساس می‌کنند زیر ذره‌بین‌اند، اعتمادبه‌نفسشان کم می‌شود و از نشان دادن کار ناتمام پرهیز می‌کنند.',
    overusedDefinitionEn:
      'Comments constantly and corrects every small piece of work; people feel they are under a microscope, lose confidence and avoid showing unfinished work.',
    score: 1,
    ...BAND,
    compensators: ['empathy', 'patience', 'motivating'],
  },
  {
    key: 'motivating',
    factor: 'people',
    difficulty: 'moderate',
    title: 'انگیزه‌بخشی',
    titleEn: 'Motivating others',
    skilledDefinition:
      'می‌داند چه چیزی هر فرد را به کارش علاقه‌مند می‌کند، تلاش‌ها را به‌موقع و در جمع قدردانی می‌کند و کارها را به هدفی معنادار پیوند می‌دهد.',
    skilledDefinitionEn:
      'Knows what makes each person care about their work, recognises effort promptly and publicly, and connects tasks to a purpose that matters.',
    unskilledDefinition: 'گمان می‌کند حقوق و دستور برای انگیزه کافی است؛ موفقیت‌ها بی‌صدا می‌گذرند و حال‌وهوای تیم سرد و بی‌رمق است.',
    unskilledDefinitionEn:
      'Assumes pay and instructions are enough to motivate people; successes pass unremarked and the mood in the team is flat and listless.',
    overusedDefinition:
      'آن‌قدر بر روحیه دادن و حرف‌های امیدبخش تکیه می‌کند که مشکلات واقعی پنهان می‌ماند؛ تشویق‌ها بی‌حساب و تکراری می‌شود و دیگر اثری ندارد.',
    overusedDefinitionEn:
      'Relies so heavily on boosting morale and upbeat talk that real problems stay hidden; praise becomes indiscriminate and repetitive and loses its effect.',
    score: 1,
    ...BAND,
    compensators: ['feedback', 'analysis', 'accountability'],
  },
  {
    key: 'team-building',
    factor: 'people',
    difficulty: 'hard',
    title: 'تیم‌سازی',
    titleEn: 'Building teams',
    skilledDefinition:
      'افرادی با توانایی‌های مکمل را کنار هم می‌گذارد، نقش‌ها و قواعد همکاری را با خود تیم روشن می‌کند و فضایی می‌سازد که اعضا برای موفقیت مشترک به هم کمک کنند.',
    skilledDefinitionEn:
      'Brings together people with complementary strengths, agrees roles and ways of working with the team itself, and creates a climate in which members help each other towards shared success.',
    unskilledDefinition:
      'تیم را مجموعه‌ای از افراد جدا می‌بیند که هر کدام مستقیم به او گزارش می‌دهند؛ اعضا از کار یکدیگر خبر ندارند و رقابت پنهان میانشان از همکاری بیشتر است.',
    unskilledDefinitionEn:
      'Treats the team as a set of individuals who each report to them separately; members do not know what the others are doing, and hidden rivalry outweighs cooperation.',
    overusedDefinition:
      'تیم خودش را از بقیهٔ سازمان جدا می‌کند و در برابر هر انتقاد بیرونی از آن دفاع می‌کند؛ حس «ما و آن‌ها» شکل می‌گیرد و همکاری با واحدهای دیگر دشوار می‌شود.',
    overusedDefinitionEn:
      'Sets their team apart from the rest of the organisation and defends it against any outside criticism; an “us and them” feeling grows and working with other departments becomes difficult.',
    score: 1,
    ...BAND,
    compensators: ['collaboration', 'candour', 'customer-focus'],
  },
  {
    key: 'fairness',
    factor: 'people',
    difficulty: 'moderate',
    title: 'رفتار منصفانه',
    titleEn: 'Fair treatment',
    skilledDefinition:
      'برای تقسیم کار، ارزیابی و پاداش معیارهای روشن و یکسانی به کار می‌برد، دلیل تصمیم‌هایش را توضیح می‌دهد و به خاطر رابطهٔ شخصی میان افراد فرق نمی‌گذارد.',
    skilledDefinitionEn:
      'Applies clear, consistent criteria to allocating work, appraisal and reward, explains the reasons for their decisions and does not favour people because of personal ties.',
    unskilledDefinition:
      'کارهای جذاب و فرصت‌ها معمولاً به چند نفر نزدیک به او می‌رسد؛ دیگران نمی‌دانند بر چه اساسی ارزیابی می‌شوند و احساس تبعیض می‌کنند.',
    unskilledDefinitionEn:
      'Interesting work and opportunities usually go to a few people close to them; others do not know on what basis they are judged and feel discriminated against.',
    overusedDefinition:
      'برای آنکه متهم به تبعیض نشود، با همه دقیقاً یکسان رفتار می‌کند، حتی وقتی شرایط و نیاز افراد متفاوت است؛ به قاعده می‌چسبد و استثنای منطقی را هم نمی‌پذیرد.',
    overusedDefinitionEn:
      'To avoid any charge of favouritism, treats everyone exactly the same even when their circumstances and needs differ; clings to the rule and refuses even reasonable exceptions.',
    score: 1,
    ...BAND,
    compensators: ['empathy', 'judgement', 'adaptability'],
  },

  // ---------------- relationships and influence ----------------
  {
    key: 'trust',
    factor: 'relationships',
    difficulty: 'hard',
    title: 'اعتمادسازی',
    titleEn: 'Building trust',
    skilledDefinition:
      'به قول‌هایش عمل می‌کند، اطلاعات محرمانه را نگه می‌دارد و پشت سر افراد همان‌طور از آن‌ها حرف می‌زند که در حضورشان؛ دیگران بی‌نگرانی دغدغه‌هایشان را با او در میان می‌گذارند.',
    skilledDefinitionEn:
      'Keeps their promises, protects confidential information and speaks about people behind their backs just as they would to their face; others feel safe sharing their concerns with them.',
    unskilledDefinition:
      'قول‌هایی می‌دهد که به سرانجام نمی‌رسد و پیامش بسته به مخاطب تغییر می‌کند؛ افراد در حضور او محتاط‌اند و حرف اصلی‌شان را جای دیگری می‌زنند.',
    unskilledDefinitionEn:
      'Makes promises that are not kept and changes the message depending on the audience; people are guarded in their presence and say what they really think elsewhere.',
    overusedDefinition:
      'برای حفظ اعتماد دیگران از گفت‌وگوهای دشوار طفره می‌رود و حرف افراد را بدون بررسی می‌پذیرد؛ مشکلات عملکرد دیر آشکار می‌شود.',
    overusedDefinitionEn:
      'Avoids difficult conversations to preserve others’ trust and takes people at their word without checking; performance problems come to light late.',
    score: 1.5,
    ...BAND,
    compensators: ['candour', 'analysis', 'conflict'],
  },
  {
    key: 'collaboration',
    factor: 'relationships',
    difficulty: 'easy',
    title: 'همکاری',
    titleEn: 'Collaboration',
    skilledDefinition:
      'اطلاعات و منابع را با واحدهای دیگر به اشتراک می‌گذارد، برای حل مشکلات مشترک داوطلب می‌شود و موفقیت سازمان را بر موفقیت واحد خودش مقدم می‌داند.',
    skilledDefinitionEn:
      'Shares information and resources with other departments, volunteers to help solve shared problems and puts the organisation’s success ahead of their own unit’s.',
    unskilledDefinition:
      'مرزهای واحد خودش را سفت نگه می‌دارد، به درخواست همکاری دیگران با تأخیر یا بی‌میلی پاسخ می‌دهد و در جلسه‌های مشترک بیشتر از منافع واحدش دفاع می‌کند.',
    unskilledDefinitionEn:
      'Guards their unit’s boundaries closely, responds slowly or reluctantly to others’ requests for help, and in joint meetings mostly defends their own unit’s interests.',
    overusedDefinition:
      'برای هر تصمیمی از همه نظر می‌خواهد و منتظر توافق کامل می‌ماند؛ کارها کند پیش می‌رود و معلوم نیست مسئولیت نهایی با کیست.',
    overusedDefinitionEn:
      'Seeks everyone’s view on every decision and waits for full agreement; work moves slowly and it is unclear who is ultimately responsible.',
    score: 1,
    ...BAND,
    compensators: ['decisiveness', 'accountability', 'priorities'],
  },
  {
    key: 'influence',
    factor: 'relationships',
    difficulty: 'hard',
    title: 'اثرگذاری و متقاعدسازی',
    titleEn: 'Influencing',
    skilledDefinition:
      'پیش از طرح یک پیشنهاد، نگرانی‌ها و منافع مخاطبان را می‌شناسد، استدلالش را متناسب با آن‌ها ارائه می‌کند و افرادی را که زیر نظرش نیستند با خود همراه می‌کند.',
    skilledDefinitionEn:
      'Before putting forward a proposal, learns the concerns and interests of the people involved, frames the case to suit them, and brings along people who do not report to them.',
    unskilledDefinition:
      'ایده‌های خوبش در جلسه‌ها گم می‌شود؛ فقط با دستور یا به پشتوانهٔ جایگاه سازمانی کار پیش می‌برد و بدون حمایت مدیر بالاتر نمی‌تواند دیگران را قانع کند.',
    unskilledDefinitionEn:
      'Their good ideas get lost in meetings; gets things done only by instruction or on the strength of rank, and cannot persuade others without a senior manager’s backing.',
    overusedDefinition:
      'برای پیروزی در بحث از هر ترفندی استفاده می‌کند و اطلاعات را گزینشی ارائه می‌دهد؛ دیگران بعدها احساس می‌کنند به تصمیمی کشانده شده‌اند که واقعاً با آن موافق نبودند.',
    overusedDefinitionEn:
      'Uses any tactic to win an argument and presents information selectively; others later feel they were steered into a decision they did not really agree with.',
    score: 1,
    ...BAND,
    compensators: ['listening', 'integrity', 'self-awareness'],
  },
  {
    key: 'conflict',
    factor: 'relationships',
    difficulty: 'moderate',
    title: 'مدیریت تعارض',
    titleEn: 'Managing conflict',
    skilledDefinition:
      'اختلاف را زود تشخیص می‌دهد و آن را رودررو و محترمانه مطرح می‌کند؛ به طرفین کمک می‌کند به جای موضع، منافع خود را بگویند و به راه‌حلی برسند که هر دو بپذیرند.',
    skilledDefinitionEn:
      'Spots disagreements early and raises them face to face and respectfully; helps the parties talk about their interests rather than their positions and reach a solution both can accept.',
    unskilledDefinition:
      'امیدوار است اختلاف‌ها خودبه‌خود حل شوند؛ از جلسه‌های پرتنش دوری می‌کند و تنش‌های حل‌نشده به شکل غیبت، کارشکنی یا استعفا سر باز می‌کند.',
    unskilledDefinitionEn:
      'Hopes disagreements will resolve themselves; avoids tense meetings, and unresolved tension surfaces as gossip, obstruction or resignations.',
    overusedDefinition:
      'هر اختلاف کوچکی را به موضوعی رسمی تبدیل می‌کند و برای هر ناهماهنگی جلسهٔ حل مسئله می‌گذارد؛ فضای تیم پرتنش به نظر می‌رسد و افراد خسته می‌شوند.',
    overusedDefinitionEn:
      'Turns every minor disagreement into a formal issue and calls a problem-solving meeting for every friction; the team feels tense and people tire of it.',
    score: 1,
    ...BAND,
    compensators: ['patience', 'empathy', 'composure'],
  },
  {
    key: 'empathy',
    factor: 'relationships',
    difficulty: 'moderate',
    title: 'همدلی',
    titleEn: 'Empathy',
    skilledDefinition:
      'حال و دغدغهٔ افراد را از رفتار و حرفشان درمی‌یابد، پیش از داوری دیدگاهشان را می‌پرسد و در تصمیم‌هایش اثر آن را بر زندگی کاری افراد در نظر می‌گیرد.',
    skilledDefinitionEn:
      'Picks up on people’s moods and concerns from what they say and do, asks for their point of view before judging and takes into account how decisions will affect their working lives.',
    unskilledDefinition:
      'به نشانه‌های خستگی، دلخوری یا نگرانی دیگران توجه نمی‌کند؛ گرفتاری‌های شخصی افراد را به کار بی‌ربط می‌داند و گاهی ناخواسته دیگران را می‌رنجاند.',
    unskilledDefinitionEn:
      'Misses signs of fatigue, resentment or worry in others; regards people’s personal difficulties as irrelevant to work and sometimes hurts people without meaning to.',
    overusedDefinition:
      'آن‌قدر نگران احساس دیگران است که تصمیم‌های ناخوشایند را به تعویق می‌اندازد؛ با عملکرد ضعیف با اغماض برخورد می‌کند و بار عاطفی مشکلات دیگران را خودش به دوش می‌کشد.',
    overusedDefinitionEn:
      'Is so concerned about others’ feelings that unwelcome decisions are put off; is lenient about poor performance and takes on the emotional weight of other people’s problems.',
    score: 1,
    ...BAND,
    compensators: ['candour', 'decisiveness', 'fairness'],
  },

  // ---------------- communication ----------------
  {
    key: 'listening',
    factor: 'communication',
    difficulty: 'easy',
    title: 'گوش دادن',
    titleEn: 'Listening',
    skilledDefinition:
      'وقتی کسی صحبت می‌کند، کار دیگری انجام نمی‌دهد و حرفش را قطع نمی‌کند؛ برای اطمینان از درست فهمیدن، خلاصهٔ حرف او را بازگو می‌کند و پرسش‌های روشن‌کننده می‌پرسد.',
    skilledDefinitionEn:
      'Gives full attention when someone is speaking and does not interrupt; plays back a summary to check understanding and asks clarifying questions.',
    unskilledDefinition:
      'هنوز حرف طرف مقابل تمام نشده پاسخ می‌دهد یا موضوع را عوض می‌کند؛ در جلسه‌ها سرگرم تلفن یا رایانه‌اش است و افراد احساس می‌کنند حرفشان شنیده نمی‌شود.',
    unskilledDefinitionEn:
      'Replies or changes the subject before the other person has finished; is busy with their phone or laptop in meetings, and people feel they are not being heard.',
    overusedDefinition:
      'مدت‌ها گوش می‌دهد، اما نظر خودش را نمی‌گوید و بحث را به نتیجه نمی‌رساند؛ جلسه‌ها به درد دل تبدیل می‌شود و افراد نمی‌دانند او در نهایت چه می‌خواهد.',
    overusedDefinitionEn:
      'Listens at length but does not give their own view or bring the discussion to a conclusion; meetings turn into venting sessions and people do not know what they actually want.',
    score: 1,
    ...BAND,
    compensators: ['decisiveness', 'candour', 'presenting', 'influence'],
  },
  {
    key: 'clarity',
    factor: 'communication',
    difficulty: 'easy',
    title: 'بیان روشن',
    titleEn: 'Clear communication',
    skilledDefinition:
      'پیامش را با جمله‌های کوتاه و ساده و با اصل مطلب در ابتدا بیان می‌کند، مثال می‌زند و در پایان روشن می‌گوید چه کسی باید چه کاری انجام دهد.',
    skilledDefinitionEn:
      'Puts their message across in short, simple sentences with the main point first, uses examples, and finishes by stating clearly who needs to do what.',
    unskilledDefinition:
      'حرف‌هایش طولانی و پراکنده است و اصطلاحات تخصصی زیادی دارد؛ پس از صحبت با او، افراد از هم می‌پرسند منظورش دقیقاً چه بود.',
    unskilledDefinitionEn:
      'Speaks at length, wanders and uses a lot of jargon; after talking to them, people ask one another what exactly was meant.',
    overusedDefinition:
      'موضوع‌های پیچیده را بیش از حد ساده می‌کند و به پرسش‌هایی که پاسخ قطعی ندارند پاسخ قطعی می‌دهد؛ ظرافت‌ها و استثناهای مهم از پیامش حذف می‌شوند.',
    overusedDefinitionEn:
      'Oversimplifies complex matters and gives definite answers to questions that have none; important nuances and exceptions drop out of the message.',
    score: 1,
    ...BAND,
    compensators: ['systems-thinking', 'ambiguity', 'listening'],
  },
  {
    key: 'presenting',
    factor: 'communication',
    difficulty: 'easy',
    title: 'ارائه در جمع',
    titleEn: 'Presenting',
    skilledDefinition:
      'ارائه را متناسب با مخاطب آماده می‌کند، با اطمینان و در زمان تعیین‌شده صحبت می‌کند و به پرسش‌ها، حتی پرسش‌های چالشی، آرام و مستقیم پاسخ می‌دهد.',
    skilledDefinitionEn:
      'Prepares presentations with the audience in mind, speaks confidently and within the allotted time, and answers questions, even challenging ones, calmly and directly.',
    unskilledDefinition:
      'از صحبت در جمع پرهیز می‌کند یا از روی اسلایدها می‌خواند؛ ارائه‌اش یا بیش از حد طول می‌کشد یا اصل پیام در آن گم می‌شود و پرسش‌ها دستپاچه‌اش می‌کند.',
    unskilledDefinitionEn:
      'Avoids speaking in front of groups or reads from the slides; presentations either overrun or lose the main message, and questions fluster them.',
    overusedDefinition:
      'هر جلسه را به صحنهٔ اجرای خود تبدیل می‌کند؛ بیش از دیگران حرف می‌زند، ظاهر ارائه را بر محتوا مقدم می‌دارد و جای کمی برای گفت‌وگو باقی می‌گذارد.',
    overusedDefinitionEn:
      'Turns every meeting into a stage for themselves; talks more than others, puts polish ahead of substance and leaves little room for discussion.',
    score: 1,
    ...BAND,
    compensators: ['listening', 'self-awareness', 'analysis'],
  },
  {
    key: 'candour',
    factor: 'communication',
    difficulty: 'moderate',
    title: 'صراحت',
    titleEn: 'Candour',
    skilledDefinition:
      'نظر واقعی خود را، حتی وقتی خوشایند نیست، به‌موقع و مؤدبانه می‌گوید و مشکلی را که دیگران از گفتنش پرهیز می‌کنند روی میز می‌گذارد.',
    skilledDefinitionEn:
      'States their real view promptly and courteously, even when it is unwelcome, and puts on the table the problems others avoid mentioning.',
    unskilledDefinition:
      'در جلسه سکوت می‌کند یا با همه موافقت می‌کند و بعد در گفت‌وگوهای خصوصی مخالفتش را ابراز می‌کند؛ افراد از زبان دیگران می‌شنوند که او از کارشان راضی نیست.',
    unskilledDefinitionEn:
      'Stays silent or agrees in meetings and then voices disagreement in private conversations; people hear from others that they are unhappy with their work.',
    overusedDefinition:
      'حرفش را بی‌پرده و بی‌توجه به زمان، جمع و احساس مخاطب می‌زند؛ صراحتش گاهی به تندی و تحقیر نزدیک می‌شود و افراد را به حالت دفاعی می‌برد.',
    overusedDefinitionEn:
      'Says what they think bluntly, without regard to timing, audience or the other person’s feelings; their frankness sometimes borders on harshness or belittling and puts people on the defensive.',
    score: 1,
    ...BAND,
    compensators: ['empathy', 'patience', 'trust'],
  },
  {
    key: 'informing',
    factor: 'communication',
    difficulty: 'easy',
    title: 'اطلاع‌رسانی به‌موقع',
    titleEn: 'Keeping people informed',
    skilledDefinition:
      'تصمیم‌ها، تغییرها و خبرهای مهم را زود و از مسیر مناسب به کسانی که از آن اثر می‌پذیرند می‌رساند و مدیر خود را از پیشرفت و گرفتاری‌های کار باخبر نگه می‌دارد.',
    skilledDefinitionEn:
      'Passes on decisions, changes and important news early and through the right channel to those affected, and keeps their own manager up to date on progress and problems.',
    unskilledDefinition:
      'اطلاعات را نزد خود نگه می‌دارد یا فراموش می‌کند منتقل کند؛ تیم خبرهای مهم را از شایعه یا از واحدهای دیگر می‌شنود و مدیرش دیر از مشکلات باخبر می‌شود.',
    unskilledDefinitionEn:
      'Holds on to information or forgets to pass it on; the team hears important news through rumour or from other departments, and their manager learns of problems late.',
    overusedDefinition:
      'همه را در جریان همه‌چیز می‌گذارد؛ حجم پیام‌ها و گزارش‌ها چنان زیاد است که نکتهٔ مهم در میانشان گم می‌شود و گاهی اطلاعاتی را با افراد نامربوط در میان می‌گذارد که نباید.',
    overusedDefinitionEn:
      'Copies everyone in on everything; the volume of messages and reports is so great that the important point gets lost, and sometimes shares information with people who should not have it.',
    score: 1,
    ...BAND,
    compensators: ['priorities', 'clarity', 'judgement'],
  },

  // ---------------- change and innovation ----------------
  {
    key: 'innovation',
    factor: 'change',
    difficulty: 'hard',
    title: 'نوآوری',
    titleEn: 'Innovation',
    skilledDefinition:
      'برای مسائل قدیمی راه‌حل‌های تازه پیشنهاد می‌کند، ایده‌ها را نخست در مقیاس کوچک می‌آزماید و فضایی می‌سازد که دیگران هم بی‌ترس از تمسخر ایدهٔ نو مطرح کنند.',
    skilledDefinitionEn:
      'Proposes fresh solutions to long-standing problems, tests ideas on a small scale first, and creates a climate in which others put forward new ideas without fear of ridicule.',
    unskilledDefinition:
      'کارها را همان‌طور انجام می‌دهد که همیشه انجام شده است؛ ایدهٔ تازه را با جملهٔ «قبلاً امتحانش کرده‌ایم» کنار می‌گذارد و تیم کمتر پیشنهادی برای بهبود می‌دهد.',
    unskilledDefinitionEn:
      'Does things the way they have always been done; dismisses new ideas with “we’ve tried that before”, and the team rarely suggests improvements.',
    overusedDefinition:
      'پیوسته به دنبال ایدهٔ تازهٔ بعدی است و طرح‌های نیمه‌کاره پشت سر می‌گذارد؛ روش‌هایی را که خوب کار می‌کنند فقط به خاطر نو بودن تغییر می‌دهد.',
    overusedDefinitionEn:
      'Is always chasing the next new idea and leaves a trail of unfinished projects; changes methods that work well simply for the sake of novelty.',
    score: 1,
    ...BAND,
    compensators: ['quality', 'planning', 'business-acumen'],
  },
  {
    key: 'leading-change',
    factor: 'change',
    difficulty: 'hard',
    title: 'رهبری تغییر',
    titleEn: 'Leading change',
    skilledDefinition:
      'دلیل تغییر را روشن و صادقانه توضیح می‌دهد، افرادی را که از آن اثر می‌پذیرند در طراحی‌اش مشارکت می‌دهد، نگرانی‌هایشان را جدی می‌گیرد و تا جا افتادن روش تازه پیگیری می‌کند.',
    skilledDefinitionEn:
      'Explains the reasons for a change clearly and honestly, involves the people affected in shaping it, takes their concerns seriously and follows through until the new way of working is established.',
    unskilledDefinition:
      'تغییر را با یک بخشنامه اعلام می‌کند و انتظار دارد خودبه‌خود اجرا شود؛ در برابر مقاومت یا عقب می‌نشیند یا فقط دستور می‌دهد و کارها به روال گذشته برمی‌گردد.',
    unskilledDefinitionEn:
      'Announces change in a memo and expects it to happen by itself; in the face of resistance either backs down or simply issues orders, and things drift back to the old way.',
    overusedDefinition:
      'تغییرهای پیاپی و گاه هم‌زمان راه می‌اندازد، پیش از آنکه تغییر قبلی جا بیفتد؛ افراد خسته و بدبین می‌شوند و هر تغییر تازه را موقتی می‌دانند.',
    overusedDefinitionEn:
      'Launches one change after another, often several at once, before the previous one has settled; people become weary and cynical and regard each new change as temporary.',
    score: 1,
    ...BAND,
    compensators: ['patience', 'empathy', 'judgement'],
  },
  {
    key: 'learning-agility',
    factor: 'change',
    difficulty: 'hard',
    title: 'یادگیری چابک',
    titleEn: 'Learning agility',
    skilledDefinition:
      'از هر تجربه، به‌ویژه از شکست، درس روشنی می‌گیرد و آن را در موقعیت بعدی به کار می‌بندد؛ در حوزه‌های ناآشنا زود می‌پرسد، مطالعه می‌کند و کارآمد می‌شود.',
    skilledDefinitionEn:
      'Draws a clear lesson from every experience, especially failures, and applies it next time; in unfamiliar areas quickly asks questions, reads up and becomes effective.',
    unskilledDefinition:
      'یک اشتباه را چند بار تکرار می‌کند؛ در نقش یا حوزهٔ تازه به روش‌های گذشته تکیه می‌کند و دیر با خواسته‌های جدید سازگار می‌شود.',
    unskilledDefinitionEn:
      'Repeats the same mistake several times; in a new role or field falls back on old methods and is slow to adjust to new demands.',
    overusedDefinition:
      'بی‌قرار است و پیش از آنکه در کار فعلی به عمق برسد، سراغ موضوع یا مهارت تازه‌ای می‌رود؛ دیگران نمی‌توانند هم‌پای او پیش بروند.',
    overusedDefinitionEn:
      'Is restless, moving on to a new subject or skill before getting to the bottom of the current one; others struggle to keep up.',
    score: 1,
    ...BAND,
    compensators: ['quality', 'accountability', 'priorities'],
  },
  {
    key: 'adaptability',
    factor: 'change',
    difficulty: 'moderate',
    title: 'انعطاف‌پذیری',
    titleEn: 'Adaptability',
    skilledDefinition:
      'وقتی شرایط، اولویت‌ها یا افراد تغییر می‌کنند، روش کارش را سریع و بی‌گلایه تنظیم می‌کند و با آدم‌هایی که سبک کاری متفاوتی دارند به‌خوبی کار می‌کند.',
    skilledDefinitionEn:
      'Adjusts their way of working quickly and without complaint when circumstances, priorities or people change, and works well with people whose styles differ from their own.',
    unskilledDefinition:
      'به روش آشنای خودش چسبیده است؛ تغییر اولویت یا ساختار را با دلخوری می‌پذیرد و با همکارانی که سبک دیگری دارند به‌سختی کنار می‌آید.',
    unskilledDefinitionEn:
      'Clings to their familiar way of doing things; accepts changes of priority or structure grudgingly and struggles to work with colleagues whose style is different.',
    overusedDefinition:
      'زیر هر فشار یا درخواستی موضعش را تغییر می‌دهد؛ دیگران نمی‌دانند او واقعاً پای چه چیزی ایستاده است و تصمیم‌هایش ثبات ندارد.',
    overusedDefinitionEn:
      'Shifts position under every pressure or request; others cannot tell what they really stand for, and their decisions lack consistency.',
    score: 1,
    ...BAND,
    compensators: ['integrity', 'planning', 'candour'],
  },
  {
    key: 'continuous-improvement',
    factor: 'change',
    difficulty: 'easy',
    title: 'بهبود مستمر',
    titleEn: 'Continuous improvement',
    skilledDefinition:
      'فرایندهای کار تیم را مرتب بازبینی می‌کند، گام‌های زائد و دوباره‌کاری‌ها را حذف می‌کند و اثر هر تغییر را با شاخصی ساده می‌سنجد.',
    skilledDefinitionEn:
      'Reviews the team’s working processes regularly, removes unnecessary steps and duplicated effort, and measures the effect of each change with a simple indicator.',
    unskilledDefinition: 'ناکارآمدی‌های آشنا را بخشی از کار می‌داند؛ همان فرم‌ها، امضاها و گزارش‌های اضافی سال‌ها بی‌تغییر تکرار می‌شوند.',
    unskilledDefinitionEn:
      'Accepts familiar inefficiencies as part of the job; the same redundant forms, sign-offs and reports carry on unchanged for years.',
    overusedDefinition:
      'دائم در روش‌ها دست می‌برد، حتی جایی که مشکلی وجود ندارد؛ تیم فرصت نمی‌کند به روش تازه عادت کند و اصلاح‌های کوچک جای تغییرهای اساسی لازم را می‌گیرد.',
    overusedDefinitionEn:
      'Keeps tinkering with methods, even where nothing is wrong; the team has no time to settle into a new process, and small fixes take the place of fundamental changes that are needed.',
    score: 1,
    ...BAND,
    compensators: ['vision', 'priorities', 'foresight'],
  },

  // ---------------- self-management and resilience ----------------
  {
    key: 'self-awareness',
    factor: 'self',
    difficulty: 'hard',
    title: 'خودآگاهی',
    titleEn: 'Self-awareness',
    skilledDefinition:
      'نقاط قوت و ضعف خود و اثر رفتارش بر دیگران را می‌شناسد، فعالانه بازخورد می‌خواهد و بدون حالت دفاعی از آن برای تغییر رفتارش استفاده می‌کند.',
    skilledDefinitionEn:
      'Knows their own strengths and weaknesses and how their behaviour affects others, actively seeks feedback and uses it without defensiveness to change how they act.',
    unskilledDefinition:
      'تصویری که از خود دارد با آنچه دیگران می‌بینند فاصلهٔ زیادی دارد؛ در برابر انتقاد توجیه می‌آورد و متوجه نمی‌شود رفتارش چه اثری بر فضای تیم دارد.',
    unskilledDefinitionEn:
      'Their view of themselves is far from what others see; meets criticism with justifications and does not notice the effect their behaviour has on the atmosphere in the team.',
    overusedDefinition:
      'بیش از حد به خود و رفتارش می‌پردازد و هر بازخوردی را بارها در ذهن مرور می‌کند؛ خودانتقادی او را در تصمیم‌گیری و اقدام محتاط و کند می‌کند.',
    overusedDefinitionEn:
      'Is preoccupied with themselves and their own behaviour, going over every piece of feedback again and again; self-criticism makes them cautious and slow to decide and act.',
    score: 1.5,
    ...BAND,
    compensators: ['drive', 'resilience', 'risk-taking'],
  },
  {
    key: 'composure',
    factor: 'self',
    difficulty: 'moderate',
    title: 'خونسردی',
    titleEn: 'Composure',
    skilledDefinition:
      'در بحران، زیر فشار زمان یا در برابر رفتار تند دیگران آرام می‌ماند، لحن و رفتارش را کنترل می‌کند و با آرامش خود به تیم اطمینان می‌دهد.',
    skilledDefinitionEn:
      'Stays calm in a crisis, under time pressure or in the face of others’ hostility, keeps their tone and behaviour in check, and steadies the team through their own calm.',
    unskilledDefinition:
      'زیر فشار صدایش بالا می‌رود، شتاب‌زده واکنش نشان می‌دهد یا در جلسه برآشفته می‌شود؛ تیم در روزهای سخت بیشتر نگران واکنش اوست تا خود مشکل.',
    unskilledDefinitionEn:
      'Raises their voice under pressure, reacts hastily or becomes visibly upset in meetings; on difficult days the team worries more about their reaction than about the problem itself.',
    overusedDefinition:
      'چنان خوددار است که بی‌تفاوت یا سرد به نظر می‌رسد؛ دیگران نمی‌فهمند او تا چه اندازه نگران یا راضی است و فوریت موقعیت را از رفتارش درنمی‌یابند.',
    overusedDefinitionEn:
      'Is so controlled that they come across as indifferent or cold; others cannot tell how worried or pleased they are, and do not pick up the urgency of a situation from their manner.',
    score: 1,
    ...BAND,
    compensators: ['empathy', 'motivating', 'candour'],
  },
  {
    key: 'resilience',
    factor: 'self',
    difficulty: 'moderate',
    title: 'تاب‌آوری',
    titleEn: 'Resilience',
    skilledDefinition:
      'پس از شکست، انتقاد یا دوره‌های پرفشار زود به حالت عادی برمی‌گردد، از رویداد درس می‌گیرد و انرژی خود و تیم را دوباره به سوی کار جمع می‌کند.',
    skilledDefinitionEn:
      'Recovers quickly after failure, criticism or periods of heavy pressure, learns from what happened and rallies their own and the team’s energy back to the work.',
    unskilledDefinition:
      'یک شکست یا انتقاد تند تا مدت‌ها دلسردش می‌کند؛ از پذیرفتن کارهای دشوار پرهیز می‌کند و در دوره‌های پرفشار کارایی‌اش به‌وضوح پایین می‌آید.',
    unskilledDefinitionEn:
      'A setback or sharp criticism leaves them discouraged for a long time; avoids taking on difficult work, and their effectiveness clearly drops in periods of pressure.',
    overusedDefinition:
      'با وجود نشانه‌های روشن شکست، بر ادامهٔ همان مسیر پافشاری می‌کند و نشانه‌های فرسودگی خود را نادیده می‌گیرد؛ از دیگران هم انتظار دارد همان فشار را بی‌گلایه تحمل کنند.',
    overusedDefinitionEn:
      'Persists with the same course despite clear signs that it is failing and ignores their own signs of exhaustion; expects others to bear the same pressure without complaint.',
    score: 1,
    ...BAND,
    compensators: ['learning-agility', 'adaptability', 'self-awareness'],
  },
  {
    key: 'patience',
    factor: 'self',
    difficulty: 'moderate',
    title: 'صبوری',
    titleEn: 'Patience',
    skilledDefinition:
      'به افراد فرصت می‌دهد مهارت تازه را یاد بگیرند یا کار را به روش خودشان انجام دهند، حرف دیگران را تا پایان می‌شنود و برای نتیجه‌هایی که زمان می‌برند آرام منتظر می‌ماند.',
    skilledDefinitionEn:
      'Gives people time to learn a new skill or do a task their own way, hears others out to the end and waits calmly for results that take time.',
    unskilledDefinition: 'اگر کاری زود پیش نرود، آن را از دست دیگران می‌گیرد؛ میان حرف دیگران می‌پرد و بی‌حوصلگی‌اش در جلسه‌ها آشکار است.',
    unskilledDefinitionEn:
      'Takes work away from people if it does not move fast enough; cuts in while others are speaking, and their impatience shows plainly in meetings.',
    overusedDefinition:
      'بیش از اندازه منتظر می‌ماند؛ عملکرد ضعیف یا وضعیت ناکارآمد را مدت‌ها تحمل می‌کند و اقدام لازم را به امید بهتر شدن اوضاع عقب می‌اندازد.',
    overusedDefinitionEn:
      'Waits too long; tolerates poor performance or an ineffective situation for months and postpones necessary action in the hope that things will improve.',
    score: 1,
    ...BAND,
    compensators: ['drive', 'conflict', 'leading-change', 'continuous-improvement'],
  },
  {
    key: 'integrity',
    factor: 'self',
    difficulty: 'hard',
    title: 'درستکاری',
    titleEn: 'Integrity',
    skilledDefinition:
      'گفتار و کردارش یکی است؛ حتی وقتی به زیانش باشد، راست می‌گوید، قواعد را رعایت می‌کند و اشتباه خود یا دیگران را پنهان نمی‌کند.',
    skilledDefinitionEn:
      'What they say matches what they do; tells the truth, follows the rules and does not cover up their own or others’ mistakes, even when it is against their own interest.',
    unskilledDefinition:
      'برای رسیدن به هدف، گاهی واقعیت را به سود خود جلوه می‌دهد، میان‌برهایی می‌زند که با قواعد سازمان جور درنمی‌آید و خطاها را تا جایی که بتواند پنهان می‌کند.',
    unskilledDefinitionEn:
      'Sometimes shades the truth to reach a goal, takes shortcuts that do not square with the organisation’s rules, and hides mistakes for as long as possible.',
    overusedDefinition:
      'مسائل را فقط سیاه و سفید می‌بیند؛ هر انعطافی را بی‌اصولی می‌داند، دربارهٔ دیگران با سخت‌گیری اخلاقی داوری می‌کند و همکاری با او برای دیگران دشوار می‌شود.',
    overusedDefinitionEn:
      'Sees issues only in black and white; regards any flexibility as a lack of principle, judges others with moral severity, and colleagues find them hard to work with.',
    score: 1.5,
    ...BAND,
    compensators: ['adaptability', 'empathy', 'judgement'],
  },
];

export const ASSESSOR_TYPES: readonly SeedAssessorType[] = [
  {
    title: 'خود',
    titleEn: 'Self',
    raterGroup: 'self',
    weight: 1,
    minCount: 1,
    maxCount: 1,
    allowOutsideCompany: false,
    needsConfirmation: false,
  },
  {
    title: 'مدیر مستقیم',
    titleEn: 'Manager',
    raterGroup: 'manager',
    weight: 1,
    minCount: 1,
    maxCount: 1,
    allowOutsideCompany: false,
    needsConfirmation: true,
  },
  {
    title: 'همکار',
    titleEn: 'Peer',
    raterGroup: 'peer',
    weight: 1,
    minCount: 3,
    maxCount: 6,
    allowOutsideCompany: false,
    needsConfirmation: true,
  },
  {
    title: 'زیردست',
    titleEn: 'Direct report',
    raterGroup: 'subordinate',
    weight: 1,
    minCount: 0,
    maxCount: 6,
    allowOutsideCompany: false,
    needsConfirmation: true,
  },
  {
    title: 'ارزیاب بیرونی',
    titleEn: 'External',
    raterGroup: 'external',
    weight: 1,
    minCount: 0,
    maxCount: 3,
    allowOutsideCompany: true,
    needsConfirmation: true,
  },
];

/** The platform template (no company): every factor is linked, so every active competency is a card. */
export const TEMPLATE: SeedTemplate = {
  title: 'ارزیابی ۳۶۰ درجهٔ رهبری',
  titleEn: '360-degree leadership assessment',
  description:
    'ارزیابی رفتارهای رهبری و مدیریتی از نگاه خود فرد، مدیر مستقیم، همکاران، زیردستان و ارزیابان بیرونی. هر پاسخ‌دهنده کارت‌های شایستگی را در سه دستهٔ «بیشترین توصیف»، «توصیف نسبی» و «کمترین توصیف» می‌چیند. همهٔ خوشه‌های شایستگی کتابخانه در این قالب آمده‌اند.',
  descriptionEn:
    'An assessment of leadership and management behaviour as seen by the person, their manager, peers, direct reports and external assessors. Each respondent sorts the competency cards into three piles: best describes, mostly describes and least describes. Every competency cluster in the library is included.',
  estimatedMinutes: 25,
  minGroupSize: 3,
  pileMaxBest: null,
  pileMaxMostly: null,
  pileMaxLeast: null,
};

// ---------------- seeding ----------------

interface Named {
  id: string;
  title: string;
  titleEn: string | null;
}

/**
 * Finds the row of each seed item among `existing`: by its Persian title (unique), or else by its
 * English title, so a row whose Persian title an admin has reworded is still recognised.
 */
function matchExisting<T extends { title: string; titleEn: string }>(existing: readonly Named[], items: readonly T[]) {
  const byTitle = new Map(existing.map((r) => [r.title, r.id]));
  const byTitleEn = new Map<string, string>();
  for (const r of existing) if (r.titleEn && !byTitleEn.has(r.titleEn)) byTitleEn.set(r.titleEn, r.id);
  const found = new Map<T, string>();
  const missing: T[] = [];
  for (const item of items) {
    const id = byTitle.get(item.title) ?? byTitleEn.get(item.titleEn);
    if (id) found.set(item, id);
    else missing.push(item);
  }
  return { found, missing };
}

/**
 * Inserts `missing` in one statement and returns the ids by title. A row another process inserted
 * meanwhile (same unique title) is skipped by the insert and read back instead.
 */
async function insertMissing<T extends { title: string }>(
  missing: readonly T[],
  insert: (items: readonly T[]) => Promise<{ id: string; title: string }[]>,
  reread: (titles: string[]) => Promise<{ id: string; title: string }[]>,
): Promise<{ ids: Map<string, string>; inserted: number }> {
  const ids = new Map<string, string>();
  if (missing.length === 0) return { ids, inserted: 0 };
  const rows = await insert(missing);
  for (const r of rows) ids.set(r.title, r.id);
  const raced = missing.filter((m) => !ids.has(m.title)).map((m) => m.title);
  if (raced.length) for (const r of await reread(raced)) ids.set(r.title, r.id);
  return { ids, inserted: rows.length };
}

/**
 * Seeds the platform's competency library: difficulties, factors, competencies and their
 * compensators, assessor types and the platform 360-degree template with all factors. Safe to run
 * on every start (run it in a transaction): rows are matched by title and only the missing ones
 * are inserted; nothing that exists is updated, so an admin's edits stay. Links (compensators,
 * template factors) are added only for rows created in this run, so a link an admin removed is
 * not put back. When everything exists this is five small selects.
 */
export async function seedCompetencyLibrary(db: DbOrTx): Promise<{ created: number }> {
  let created = 0;

  // Difficulties.
  const difficultyMatch = matchExisting(
    await db.select({ id: difficulties.id, title: difficulties.title, titleEn: difficulties.titleEn }).from(difficulties),
    DIFFICULTIES,
  );
  const newDifficulties = await insertMissing(
    difficultyMatch.missing,
    (items) =>
      db
        .insert(difficulties)
        .values(items.map(({ title, titleEn, isHard }) => ({ title, titleEn, isHard })))
        .onConflictDoNothing()
        .returning({ id: difficulties.id, title: difficulties.title }),
    (titles) => db.select({ id: difficulties.id, title: difficulties.title }).from(difficulties).where(inArray(difficulties.title, titles)),
  );
  created += newDifficulties.inserted;
  const difficultyIds = new Map<DifficultyKey, string>();
  for (const d of DIFFICULTIES) difficultyIds.set(d.key, difficultyMatch.found.get(d) ?? newDifficulties.ids.get(d.title)!);

  // Factors.
  const factorMatch = matchExisting(
    await db.select({ id: factors.id, title: factors.title, titleEn: factors.titleEn }).from(factors),
    FACTORS,
  );
  const newFactors = await insertMissing(
    factorMatch.missing,
    (items) =>
      db
        .insert(factors)
        .values(items.map(({ key: _key, ...factor }) => factor))
        .onConflictDoNothing()
        .returning({ id: factors.id, title: factors.title }),
    (titles) => db.select({ id: factors.id, title: factors.title }).from(factors).where(inArray(factors.title, titles)),
  );
  created += newFactors.inserted;
  const factorIds = new Map<FactorKey, string>();
  for (const f of FACTORS) factorIds.set(f.key, factorMatch.found.get(f) ?? newFactors.ids.get(f.title)!);
  const createdFactorIds = new Set(newFactors.ids.values());

  // Competencies.
  const competencyMatch = matchExisting(
    await db.select({ id: competencies.id, title: competencies.title, titleEn: competencies.titleEn }).from(competencies),
    COMPETENCIES,
  );
  const newCompetencies = await insertMissing(
    competencyMatch.missing,
    (items) =>
      db
        .insert(competencies)
        .values(
          items.map(({ key: _key, factor, difficulty, compensators: _compensators, ...competency }) => ({
            ...competency,
            factorId: factorIds.get(factor)!,
            difficultyId: difficultyIds.get(difficulty)!,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: competencies.id, title: competencies.title }),
    (titles) => db.select({ id: competencies.id, title: competencies.title }).from(competencies).where(inArray(competencies.title, titles)),
  );
  created += newCompetencies.inserted;
  const competencyIds = new Map<string, string>();
  for (const c of COMPETENCIES) competencyIds.set(c.key, competencyMatch.found.get(c) ?? newCompetencies.ids.get(c.title)!);
  const createdCompetencyIds = new Set(newCompetencies.ids.values());

  // Compensator links touching a competency created now.
  if (createdCompetencyIds.size) {
    const links = COMPETENCIES.flatMap((c) =>
      c.compensators.map((k) => ({ competencyId: competencyIds.get(c.key)!, compensatorId: competencyIds.get(k)! })),
    ).filter(
      (l) => l.competencyId !== l.compensatorId && (createdCompetencyIds.has(l.competencyId) || createdCompetencyIds.has(l.compensatorId)),
    );
    if (links.length) await db.insert(competencyCompensators).values(links).onConflictDoNothing();
  }

  // Assessor types.
  const typeMatch = matchExisting(
    await db.select({ id: assessorTypes.id, title: assessorTypes.title, titleEn: assessorTypes.titleEn }).from(assessorTypes),
    ASSESSOR_TYPES,
  );
  if (typeMatch.missing.length) {
    const rows = await db
      .insert(assessorTypes)
      .values([...typeMatch.missing])
      .onConflictDoNothing()
      .returning({ id: assessorTypes.id });
    created += rows.length;
  }

  // The platform template, and its factors: all of them when the template is new, else the factors created now.
  const platformTemplates = await db
    .select({ id: assessmentTemplates.id, title: assessmentTemplates.title, titleEn: assessmentTemplates.titleEn })
    .from(assessmentTemplates)
    .where(isNull(assessmentTemplates.companyId));
  let templateId = matchExisting(platformTemplates, [TEMPLATE]).found.get(TEMPLATE);
  let linkFactorIds = [...createdFactorIds];
  if (!templateId) {
    const [row] = await db
      .insert(assessmentTemplates)
      .values({ ...TEMPLATE, companyId: null })
      .returning({ id: assessmentTemplates.id });
    templateId = row!.id;
    created++;
    linkFactorIds = [...factorIds.values()];
  }
  if (linkFactorIds.length) {
    await db
      .insert(templateFactors)
      .values(linkFactorIds.map((itemId) => ({ templateId, itemId })))
      .onConflictDoNothing();
  }

  return { created };
}
