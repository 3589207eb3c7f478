import type { PageKey } from '@rira/contracts';

type QA = readonly [question: string, answer: string];

/** FAQs for the home page and every product and service page, in both languages. */
export const FAQS: Partial<Record<PageKey, { fa: readonly QA[]; en: readonly QA[] }>> = {
  home: {
    fa: [
      [
        'ریرا برای چه سازمان‌هایی مناسب است؟',
        'برای هر سازمانی که می‌خواهد آدم‌هایش را دقیق‌تر بشناسد و هدفمند رشد دهد؛ از شرکت‌های بیست‌نفره تا گروه‌های چندهزارنفره. ابزارها و خدمات ماژولارند و می‌توانید با یک بخش شروع کنید.',
      ],
      [
        'از کجا بدانم کدام محصول یا خدمت به کارم می‌آید؟',
        'یک جلسهٔ آشنایی رایگان رزرو کنید. در این جلسه مسئلهٔ امروز سازمانتان را می‌شنویم و صادقانه می‌گوییم کدام راهکار به آن پاسخ می‌دهد؛ گاهی پاسخ، کاری است که خودتان بدون ما می‌توانید انجام دهید.',
      ],
      [
        'ارزیابی ۳۶۰ درجه چه فرقی با ارزیابی عملکرد دارد؟',
        'ارزیابی عملکرد معمولاً نتیجهٔ کار را از نگاه مدیر می‌سنجد. ارزیابی ۳۶۰ درجه رفتار و شایستگی‌ها را از نگاه مدیر، همکاران، زیردستان و خود فرد بررسی می‌کند و برای توسعه به کار می‌رود، نه برای تعیین پاداش.',
      ],
      [
        'اطلاعات سازمان ما کجا نگه‌داری می‌شود و چه کسی به آن دسترسی دارد؟',
        'داده‌های هر سازمان جدا از دیگران نگه‌داری می‌شود و فقط افرادی که خودتان تعیین می‌کنید به گزارش‌ها دسترسی دارند. پاسخ ارزیاب‌ها بی‌نام و به‌صورت گروهی گزارش می‌شود.',
      ],
      [
        'آیا ابزارها به زبان انگلیسی هم در دسترس‌اند؟',
        'بله. رابط کاربری، دعوت‌نامه‌ها و گزارش‌ها به دو زبان فارسی و انگلیسی در دسترس‌اند و هر فرد می‌تواند زبان خود را انتخاب کند.',
      ],
      [
        'هزینهٔ همکاری با ریرا چگونه تعیین می‌شود؟',
        'هزینهٔ محصولات بر پایهٔ تعداد کاربران و هزینهٔ خدمات بر پایهٔ دامنهٔ پروژه است. پس از جلسهٔ آشنایی، پیشنهاد مکتوب با جزئیات هزینه برایتان می‌فرستیم.',
      ],
    ],
    en: [
      [
        'Which organisations is RIRA right for?',
        'Any organisation that wants to know its people better and develop them on purpose, from companies of twenty people to groups of several thousand. Our tools and services are modular, so you can start with one.',
      ],
      [
        'How do I know which product or service fits?',
        'Book a free introductory session. We listen to the question your organisation faces today and tell you honestly which solution answers it; sometimes the answer is something you can do without us.',
      ],
      [
        'How is 360-degree feedback different from a performance review?',
        'A performance review usually measures results from the manager’s point of view. A 360-degree assessment looks at behaviour and competencies through the eyes of manager, peers, reports and the person themselves, and is used for development rather than pay.',
      ],
      [
        'Where is our data kept and who can see it?',
        'Each organisation’s data is kept apart from others, and only the people you designate can see reports. Raters’ answers are reported anonymously and in groups.',
      ],
      [
        'Are the tools available in English?',
        'Yes. The interface, invitations and reports are available in Persian and English, and each person can choose their language.',
      ],
      [
        'How is the cost of working with RIRA set?',
        'Products are priced by number of users and services by the scope of the project. After the introductory session we send you a written proposal with full cost details.',
      ],
    ],
  },
  rira360: {
    fa: [
      [
        'هر ارزیابی چقدر وقت ارزیاب را می‌گیرد؟',
        'به‌طور معمول حدود ۲۵ دقیقه. ارزیاب می‌تواند کار را نیمه‌کاره ذخیره کند و بعداً ادامه دهد؛ تا زمانی که ثبت نهایی نکرده، پاسخ‌ها قابل ویرایش‌اند.',
      ],
      [
        'آیا فرد ارزیابی‌شونده می‌فهمد هر ارزیاب چه گفته است؟',
        'خیر. پاسخ همکاران و زیردستان به‌صورت گروهی و بی‌نام گزارش می‌شود و اگر تعداد ارزیاب‌های یک گروه کمتر از حد لازم باشد، آن گروه جداگانه نمایش داده نمی‌شود. فقط نظر مدیر و خودارزیابی جدا دیده می‌شوند.',
      ],
      [
        'ارزیاب‌ها را چه کسی انتخاب می‌کند؟',
        'بسته به تنظیم ارزیابی، فرد خودش ارزیاب‌ها را پیشنهاد می‌دهد و مدیر سامانه تأیید می‌کند، یا مدیر سامانه مستقیماً آن‌ها را تعیین می‌کند. برای هر گروه ارزیاب حداقل و حداکثر تعداد تعیین می‌شود.',
      ],
      [
        'بیش‌استفاده از یک شایستگی یعنی چه؟',
        'گاهی یک نقطهٔ قوت آن‌قدر زیاد به کار می‌رود که به ضعف تبدیل می‌شود؛ مثلاً قاطعیت که به تحکم می‌رسد. گزارش ریرا ۳۶۰ این الگو را از مقایسهٔ رفتارهای قوی و رفتارهای جبرانی که کمتر دیده شده‌اند شناسایی می‌کند.',
      ],
    ],
    en: [
      [
        'How long does an assessment take a rater?',
        'Usually about 25 minutes. Raters can save part-way and come back; until they submit their final answers, they can change them.',
      ],
      [
        'Will the person assessed know what each rater said?',
        'No. Peers’ and reports’ answers are reported as a group and anonymously, and if a group has too few raters it is not shown separately. Only the manager’s view and the self-assessment appear on their own.',
      ],
      [
        'Who chooses the raters?',
        'Depending on how the assessment is set up, the person nominates raters for the system manager to confirm, or the system manager chooses them directly. Each rater group has a minimum and maximum number.',
      ],
      [
        'What does overusing a competency mean?',
        'Sometimes a strength is used so much that it becomes a weakness, such as decisiveness turning into domineering. The RIRA 360 report spots this by comparing strong behaviours with the compensating behaviours that are seen least.',
      ],
    ],
  },
  riraAcademy: {
    fa: [
      [
        'کلاس‌ها حضوری است یا برخط؟',
        'هر دو. جلسه‌های گروهی بسته به نیاز سازمان حضوری یا برخط برگزار می‌شوند و کوچینگ فردی معمولاً برخط است.',
      ],
      [
        'آیا در پایان مسیر گواهی صادر می‌شود؟',
        'بله. شرکت‌کنندگانی که تکلیف‌ها و پروژهٔ پایانی را کامل کنند، گواهی پایان مسیر آکادمی ریرا دریافت می‌کنند.',
      ],
      [
        'اثر آموزش چگونه سنجیده می‌شود؟',
        'با بازخورد کوتاه مدیر و همکاران پیش و پس از مسیر، و با شاخص‌هایی که در آغاز با شما توافق کرده‌ایم؛ مثلاً تعداد گفت‌وگوهای عملکرد انجام‌شده.',
      ],
    ],
    en: [
      [
        'Are the sessions in person or online?',
        'Both. Group sessions run in person or online depending on your needs, and one-to-one coaching is usually online.',
      ],
      [
        'Is there a certificate at the end?',
        'Yes. Participants who complete the assignments and final project receive a RIRA Academy certificate.',
      ],
      [
        'How is the impact of learning measured?',
        'Through short feedback from managers and colleagues before and after the path, and through indicators agreed with you at the start, such as the number of performance conversations held.',
      ],
    ],
  },
  riraAmouz: {
    fa: [
      [
        'آیا می‌توانیم محتوای آموزشی خودمان را بارگذاری کنیم؟',
        'بله. ویدیو، فایل‌های PDF و پاورپوینت، متن و آزمون را می‌توانید خودتان بارگذاری کنید یا انتقال محتوای موجود را به ما بسپارید.',
      ],
      ['کارکنان برای استفاده باید برنامه‌ای نصب کنند؟', 'خیر. ریرا آموز در مرورگر رایانه و موبایل کار می‌کند و نیازی به نصب ندارد.'],
      [
        'آیا به سامانهٔ منابع انسانی ما وصل می‌شود؟',
        'اطلاعات کارکنان را می‌توان با فایل اکسل وارد کرد و برای هماهنگی خودکار با سامانه‌های رایج منابع انسانی، رابط برنامه‌نویسی در دسترس است.',
      ],
    ],
    en: [
      [
        'Can we upload our own content?',
        'Yes. You can upload video, PDF and slide files, text and tests yourself, or ask us to move your existing content.',
      ],
      ['Do staff need to install an app?', 'No. RIRA Amouz works in desktop and mobile browsers with nothing to install.'],
      [
        'Does it connect to our HR system?',
        'Staff data can be imported from a spreadsheet, and an API is available for automatic sync with common HR systems.',
      ],
    ],
  },
  riraFaragir: {
    fa: [
      [
        'فرق ریرا فراگیر با ریرا آموز چیست؟',
        'ریرا آموز برای دوره‌های رسمی، آزمون و گواهی است. ریرا فراگیر برای یادگیری کوتاه و روزانهٔ همهٔ کارکنان ساخته شده است. بسیاری از سازمان‌ها هر دو را کنار هم به کار می‌برند.',
      ],
      [
        'محتوای درس‌ها را چه کسی می‌سازد؟',
        'کتابخانهٔ آماده بیش از سیصد درس در مهارت‌های ارتباطی، فروش، خدمات مشتری و ایمنی دارد. تیم ما درس‌های اختصاصی هم برایتان می‌سازد و کارکنان خودتان هم می‌توانند درس بسازند.',
      ],
      [
        'چگونه کارکنان را به استفاده ترغیب می‌کنید؟',
        'درس‌ها کوتاه‌اند، چالش‌های تیمی رقابت دوستانه می‌سازند و مدیران نتیجهٔ تیمشان را می‌بینند. در دورهٔ آزمایشی، نرخ مشارکت را با هم دنبال می‌کنیم.',
      ],
    ],
    en: [
      [
        'How is RIRA Faragir different from RIRA Amouz?',
        'RIRA Amouz is for formal courses, tests and certificates. RIRA Faragir is built for short daily learning for everyone. Many organisations use both side by side.',
      ],
      [
        'Who creates the lessons?',
        'The ready-made library has over three hundred lessons in communication, sales, customer service and safety. Our team can create custom lessons and your own staff can build lessons too.',
      ],
      [
        'How do you get people to use it?',
        'Lessons are short, team challenges create friendly competition and managers see their team’s results. During the pilot we track participation with you.',
      ],
    ],
  },
  riraSanj: {
    fa: [
      [
        'آزمون‌ها برای استخدام قابل‌اتکا هستند؟',
        'آزمون‌های ریرا سنج روی نمونه‌های بزرگ ایرانی هنجاریابی و اعتبارسنجی شده‌اند. با این حال توصیه می‌کنیم نتیجهٔ آزمون همیشه کنار مصاحبه و سوابق کاری دیده شود، نه به‌تنهایی.',
      ],
      [
        'داوطلب نتیجهٔ آزمون را می‌بیند؟',
        'بسته به تصمیم سازمان. می‌توانید گزارش کوتاهی برای داوطلب فعال کنید؛ بسیاری از داوطلبان این بازخورد را ارزشمند می‌دانند.',
      ],
      [
        'از تقلب در آزمون برخط چگونه جلوگیری می‌شود؟',
        'سؤال‌ها از بانک بزرگ و به ترتیب تصادفی انتخاب می‌شوند، آزمون زمان‌دار است و هر لینک فقط یک بار قابل استفاده است.',
      ],
    ],
    en: [
      [
        'Are the tests reliable enough for hiring?',
        'RIRA Sanj tests are normed and validated on large Iranian samples. Even so, we recommend always reading test results alongside interviews and work history, never on their own.',
      ],
      ['Do candidates see their results?', 'That is your choice. You can enable a short report for candidates; many value the feedback.'],
      [
        'How is cheating prevented online?',
        'Questions are drawn from a large bank in random order, tests are timed and each link works only once.',
      ],
    ],
  },
  grading: {
    fa: [
      [
        'ارزشیابی مشاغل به معنای کاهش حقوق برخی کارکنان است؟',
        'خیر. ارزشیابی جایگاه شغل را تعیین می‌کند، نه حقوق فرد. اگر حقوق کسی بالاتر از دامنهٔ طبقه‌اش باشد، معمولاً حفظ می‌شود و فقط افزایش‌های بعدی تنظیم می‌شوند.',
      ],
      [
        'کارکنان در فرایند مشارکت دارند؟',
        'بله. اطلاعات هر شغل از خود شاغلان و مدیرانشان گرفته می‌شود و کمیتهٔ ارزشیابی از مدیران خود سازمان تشکیل می‌شود.',
      ],
      [
        'نتیجه را چطور به‌روز نگه داریم؟',
        'دستورالعمل نگه‌داری تحویل می‌دهیم و تیم شما را آموزش می‌دهیم تا مشاغل تازه یا تغییریافته را خودتان ارزشیابی کنید.',
      ],
    ],
    en: [
      [
        'Does job evaluation mean cutting some people’s pay?',
        'No. Evaluation sets the job’s place, not the person’s pay. If someone’s pay is above their grade’s range it is usually kept, and only future increases are adjusted.',
      ],
      [
        'Are employees involved?',
        'Yes. Information about each job comes from job holders and their managers, and the evaluation committee is made up of your own managers.',
      ],
      [
        'How do we keep the result up to date?',
        'We hand over maintenance guidelines and train your team to evaluate new or changed jobs yourselves.',
      ],
    ],
  },
  hrOutSource: {
    fa: [
      [
        'اطلاعات کارکنان ما نزد شما امن است؟',
        'بله. قرارداد محرمانگی امضا می‌کنیم، دسترسی فقط برای اعضای تیم پروژه است و داده‌ها در سامانه‌های امن نگه‌داری می‌شوند.',
      ],
      [
        'آیا می‌توانیم فقط یک فرایند را بسپاریم؟',
        'بله. خدمات ماژولار است؛ بسیاری از مشتریان با جذب و استخدام شروع می‌کنند و بعد دامنه را گسترش می‌دهند.',
      ],
      [
        'اگر بخواهیم کار را به داخل سازمان برگردانیم چه؟',
        'همهٔ فرایندها مستند است و در پایان همکاری، اسناد و اطلاعات را کامل تحویل می‌دهیم و فرد جایگزین را آموزش می‌دهیم.',
      ],
    ],
    en: [
      [
        'Is our employees’ data safe with you?',
        'Yes. We sign a confidentiality agreement, only project team members have access and data is kept in secure systems.',
      ],
      ['Can we hand over just one process?', 'Yes. The service is modular; many clients start with hiring and widen the scope later.'],
      [
        'What if we want to bring the work back in-house?',
        'All processes are documented, and when we part we hand over every document and record and train your replacement.',
      ],
    ],
  },
  idp: {
    fa: [
      [
        'برای نوشتن برنامهٔ توسعه حتماً باید ارزیابی ۳۶۰ درجه انجام شده باشد؟',
        'نه الزاماً، ولی یک تصویر قابل‌اتکا از نقاط قوت و نیازهای رشد لازم است؛ این تصویر می‌تواند از ارزیابی ۳۶۰ درجه، کانون ارزیابی یا ارزیابی عملکرد بیاید.',
      ],
      [
        'نقش مدیر در برنامهٔ توسعه چیست؟',
        'مدیر فرصت تمرین را در کار فراهم می‌کند، در جلسه‌های پیگیری شرکت دارد و بازخورد می‌دهد. بدون حمایت مدیر، بیشتر برنامه‌ها اجرا نمی‌شوند.',
      ],
      [
        'چند نفر را می‌توانید هم‌زمان همراهی کنید؟',
        'از چند مدیر کلیدی تا چند صد کارمند. برای گروه‌های بزرگ، کوچینگ گروهی و پلتفرم پیگیری را کنار جلسه‌های فردی به کار می‌بریم.',
      ],
    ],
    en: [
      [
        'Do we need a 360-degree assessment before writing a plan?',
        'Not necessarily, but you need a reliable picture of strengths and growth needs; it can come from a 360-degree assessment, an assessment centre or a performance review.',
      ],
      [
        'What is the manager’s role?',
        'The manager creates chances to practise at work, joins follow-up meetings and gives feedback. Without the manager’s support most plans never happen.',
      ],
      [
        'How many people can you support at once?',
        'From a few key managers to several hundred employees. For large groups we combine group coaching and a tracking platform with individual sessions.',
      ],
    ],
  },
  okr: {
    fa: [
      [
        'OKR جای ارزیابی عملکرد را می‌گیرد؟',
        'خیر. OKR ابزار تمرکز و هم‌راستایی است و بهتر است مستقیم به پاداش وصل نشود، وگرنه افراد هدف‌های جسورانه نمی‌نویسند. ارزیابی عملکرد جداگانه انجام می‌شود.',
      ],
      [
        'برای شروع، همهٔ سازمان باید هم‌زمان OKR داشته باشد؟',
        'نه. توصیه می‌کنیم با سطح مدیریت ارشد و چند تیم پیشگام شروع کنید و پس از یک یا دو فصل گسترش دهید.',
      ],
      [
        'به نرم‌افزار خاصی نیاز داریم؟',
        'برای شروع خیر؛ یک جدول مشترک کافی است. مهم‌تر از ابزار، ریتم جلسه‌های پیگیری است. در صورت نیاز، ابزار مناسب را با هم انتخاب می‌کنیم.',
      ],
    ],
    en: [
      [
        'Does OKR replace performance reviews?',
        'No. OKR is a tool for focus and alignment and is best kept apart from pay, otherwise people stop writing ambitious objectives. Performance reviews happen separately.',
      ],
      [
        'Does the whole organisation need OKRs from day one?',
        'No. We recommend starting with senior management and a few pilot teams and expanding after one or two quarters.',
      ],
      [
        'Do we need special software?',
        'Not to start; a shared spreadsheet is enough. The rhythm of check-ins matters more than the tool. If needed, we choose a suitable tool together.',
      ],
    ],
  },
  performanceManagement: {
    fa: [
      [
        'ارزیابی سالانه را کامل حذف می‌کنید؟',
        'نه لزوماً. بسیاری از سازمان‌ها ارزیابی پایانی را نگه می‌دارند ولی آن را به جمع‌بندی گفت‌وگوهای طول سال تبدیل می‌کنند تا غافلگیری در کار نباشد.',
      ],
      [
        'چطور جلوی سوگیری مدیران در ارزیابی را می‌گیرید؟',
        'با مقیاس‌های رفتاری روشن، آموزش مدیران و جلسه‌های کالیبراسیون که در آن مدیران نمره‌ها را کنار هم مرور و توجیه می‌کنند.',
      ],
      [
        'نظام جدید با نرم‌افزار فعلی ما سازگار است؟',
        'طراحی نظام مستقل از نرم‌افزار است. فرم‌ها و گردش کار را طوری می‌سازیم که در سامانهٔ فعلی شما یا ابزارهای ریرا قابل اجرا باشد.',
      ],
    ],
    en: [
      [
        'Do you abolish the annual review?',
        'Not necessarily. Many organisations keep a final review but make it a summary of the year’s conversations, so there are no surprises.',
      ],
      [
        'How do you prevent manager bias in ratings?',
        'With clear behavioural scales, manager training and calibration meetings where managers review and justify ratings side by side.',
      ],
      [
        'Will the new system work with our current software?',
        'The design is independent of software. We build forms and workflows that can run in your current system or in RIRA’s tools.',
      ],
    ],
  },
  recruitment: {
    fa: [
      [
        'هزینهٔ جذب چگونه محاسبه می‌شود؟',
        'معمولاً درصدی از حقوق سالانهٔ جایگاه است که بخشی از آن در آغاز و بقیه پس از استخدام پرداخت می‌شود. برای جذب‌های پرتعداد، قرارداد ثابت هم ممکن است.',
      ],
      [
        'اگر فرد استخدام‌شده در دورهٔ آزمایشی برود چه؟',
        'در صورت جدایی در دورهٔ تضمین، بدون هزینهٔ اضافه فرایند جذب را برای همان جایگاه تکرار می‌کنیم.',
      ],
      [
        'اطلاعات داوطلبان چگونه نگه‌داری می‌شود؟',
        'اطلاعات داوطلبان فقط برای همان فرایند استفاده می‌شود و بدون رضایت خودشان برای فرصت‌های دیگر به اشتراک گذاشته نمی‌شود.',
      ],
    ],
    en: [
      [
        'How is the recruitment fee calculated?',
        'Usually as a percentage of the role’s annual salary, part paid at the start and the rest on hiring. For high-volume hiring a fixed contract is also possible.',
      ],
      [
        'What if the new hire leaves during probation?',
        'If they leave within the guarantee period, we repeat the search for the same role at no extra cost.',
      ],
      [
        'How is candidates’ data handled?',
        'Candidates’ information is used only for that process and never shared for other opportunities without their consent.',
      ],
    ],
  },
  riraWorkshop: {
    fa: [
      ['کارگاه‌ها را در محل سازمان ما برگزار می‌کنید؟', 'بله. کارگاه‌ها در محل سازمان، در سالن‌های ریرا یا به‌صورت برخط برگزار می‌شوند.'],
      [
        'می‌توان چند کارگاه را به یک دوره تبدیل کرد؟',
        'بله. بسیاری از سازمان‌ها چند کارگاه را در قالب یک برنامهٔ چندماهه برگزار می‌کنند؛ در این حالت پیشنهاد می‌کنیم آن را با آکادمی ریرا ترکیب کنید.',
      ],
      ['به شرکت‌کنندگان گواهی داده می‌شود؟', 'بله، گواهی شرکت در کارگاه برای هر شرکت‌کننده صادر می‌شود.'],
    ],
    en: [
      ['Do you run workshops at our premises?', 'Yes. Workshops run at your premises, at RIRA’s venues or online.'],
      [
        'Can several workshops become one programme?',
        'Yes. Many organisations run several workshops as a programme over a few months; in that case we suggest combining it with RIRA Academy.',
      ],
      ['Do participants receive a certificate?', 'Yes, each participant receives a certificate of attendance.'],
    ],
  },
};

/**
 * FAQs of the three service pages added with the site-content admin (issue 4). Seeded under their
 * own marker, so databases seeded before these pages existed get them once too.
 */
export const NEW_SERVICE_FAQS: Partial<Record<PageKey, { fa: readonly QA[]; en: readonly QA[] }>> = {
  integratedMaintenance: {
    fa: [
      [
        'نگهداری و تعمیرات یکپارچه با نت معمولی چه فرقی دارد؟',
        'در نت معمولی، نگهداری کار واحد فنی است. در TPM اپراتورها، تعمیرکاران و مدیران هر کدام سهمی روشن در سلامت تجهیزات دارند و کار با شاخص‌های مشترک سنجیده می‌شود.',
      ],
      [
        'آیا برای شروع باید نرم‌افزار نت داشته باشیم؟',
        'نه. در خط پایلوت با فرم‌ها و تابلوهای ساده شروع می‌کنیم. وقتی روش کار جا افتاد، اگر لازم باشد در انتخاب و راه‌اندازی نرم‌افزار مناسب کمکتان می‌کنیم.',
      ],
      [
        'اپراتورها کار اضافه را می‌پذیرند؟',
        'وقتی اپراتورها در نوشتن استانداردها مشارکت کنند، آموزش ببینند و اثر کارشان را در کاهش توقف‌ها ببینند، معمولاً پذیرش خوبی دارند. به همین دلیل آموزش و ماتریس مهارت بخش اصلی استقرار است.',
      ],
    ],
    en: [
      [
        'How does integrated maintenance differ from ordinary maintenance?',
        'In ordinary maintenance, upkeep is the technical department’s job. In TPM operators, technicians and managers each have a clear share in equipment health, and the work is measured with shared indicators.',
      ],
      [
        'Do we need maintenance software to start?',
        'No. On the pilot line we start with simple forms and boards. Once the way of working has settled, we can help you choose and set up suitable software if you need it.',
      ],
      [
        'Will operators accept the extra work?',
        'When operators help write the standards, are trained and see their work reduce stoppages, acceptance is usually good. That is why training and the skills matrix are at the heart of the implementation.',
      ],
    ],
  },
  jobClassification: {
    fa: [
      [
        'چه سازمان‌هایی باید طرح طبقه‌بندی مشاغل داشته باشند؟',
        'ماده ۴۹ قانون کار کارفرمایان مشمول را به تهیه و اجرای طرح طبقه‌بندی مشاغل موظف می‌کند. در جلسهٔ نخست بررسی می‌کنیم که سازمان شما مشمول است یا نه و طرح چه دامنه‌ای باید داشته باشد.',
      ],
      [
        'این خدمت با ارزشیابی و طبقه‌بندی مشاغل ریرا چه فرقی دارد؟',
        'طرح طبقه‌بندی مشاغل بر الزام‌های قانون کار و تأیید اداره کار تمرکز دارد. خدمت ارزشیابی مشاغل ساختار حقوق و مزایا را با بازار کار و راهبرد جبران خدمات سازمان هماهنگ می‌کند. بسیاری از سازمان‌ها هر دو را با هم انجام می‌دهند.',
      ],
      [
        'اجرای طرح حقوق کارکنان را کم می‌کند؟',
        'خیر. اجرای طرح نباید مزد هیچ‌کس را کاهش دهد. پیش از اجرا، اثر مالی طرح برای هر نفر محاسبه می‌شود تا مدیریت با دید کامل تصمیم بگیرد.',
      ],
    ],
    en: [
      [
        'Which organisations need a job classification scheme?',
        'Article 49 of the Labour Law obliges the employers it covers to prepare and implement a job classification scheme. In a first meeting we check whether your organisation is covered and what scope the scheme needs.',
      ],
      [
        'How is this different from RIRA’s job evaluation and grading service?',
        'The classification scheme focuses on the Labour Law’s requirements and Labour Office approval. Job evaluation and grading aligns the pay structure with the market and your reward strategy. Many organisations do both together.',
      ],
      [
        'Will the scheme reduce anyone’s pay?',
        'No. Implementing the scheme must not reduce anyone’s pay. Before it takes effect, its financial effect is calculated for each person so management can decide with the full picture.',
      ],
    ],
  },
  managmentSystem: {
    fa: [
      [
        'ریرا خودش گواهی‌نامهٔ ISO صادر می‌کند؟',
        'خیر. ما مشاور استقراریم و گواهی‌نامه را نهاد گواهی‌دهندهٔ مستقل پس از ممیزی صادر می‌کند. در انتخاب نهاد معتبر و آمادگی برای ممیزی کنار شما هستیم.',
      ],
      [
        'می‌توان چند استاندارد را هم‌زمان مستقر کرد؟',
        'بله. استانداردهای جدید ISO ساختار مشترکی دارند و می‌توان آن‌ها را در یک سیستم مدیریت یکپارچه ترکیب کرد تا برنامه‌ریزی، ممیزی داخلی و بازنگری مدیریت یک‌بار انجام شود.',
      ],
      [
        'پس از دریافت گواهی‌نامه هم همراه ما هستید؟',
        'اگر بخواهید، بله. می‌توانیم در ممیزی‌های داخلی سالانه، آمادگی برای ممیزی‌های مراقبتی و بهبود سیستم همراهتان بمانیم.',
      ],
    ],
    en: [
      [
        'Does RIRA issue ISO certificates itself?',
        'No. We are implementation consultants; the certificate is issued by an independent certification body after its audit. We help you choose a reputable body and get ready for the audit.',
      ],
      [
        'Can several standards be implemented at once?',
        'Yes. Recent ISO management standards share a common structure and can be combined into one integrated management system, so planning, internal audit and management review happen once.',
      ],
      [
        'Do you stay with us after certification?',
        'If you wish, yes. We can support your annual internal audits, your preparation for surveillance audits and the system’s improvement.',
      ],
    ],
  },
};
