import type { LanguageCode } from '@rira/contracts';
/** The magazine's categories and tags, named in both languages. */
export const CATEGORIES = [
  { slug: 'assessment', title: 'ارزیابی و بازخورد', titleEn: 'Assessment and feedback', sortOrder: 1 },
  { slug: 'leadership', title: 'رهبری و مدیریت', titleEn: 'Leadership', sortOrder: 2 },
  { slug: 'development', title: 'آموزش و توسعه', titleEn: 'Learning and development', sortOrder: 3 },
  { slug: 'performance', title: 'عملکرد و اهداف', titleEn: 'Performance and goals', sortOrder: 4 },
  { slug: 'talent', title: 'جذب و نگهداشت استعداد', titleEn: 'Talent and hiring', sortOrder: 5 },
  { slug: 'organisation', title: 'ساختار و جبران خدمات', titleEn: 'Structure and reward', sortOrder: 6 },
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const TAGS = [
  { slug: 'feedback-360', title: 'بازخورد ۳۶۰ درجه', titleEn: '360-degree feedback' },
  { slug: 'competencies', title: 'شایستگی', titleEn: 'Competencies' },
  { slug: 'leadership', title: 'رهبری', titleEn: 'Leadership' },
  { slug: 'self-awareness', title: 'خودآگاهی', titleEn: 'Self-awareness' },
  { slug: 'blind-spots', title: 'نقاط کور', titleEn: 'Blind spots' },
  { slug: 'coaching', title: 'کوچینگ', titleEn: 'Coaching' },
  { slug: 'feedback', title: 'بازخورد', titleEn: 'Feedback' },
  { slug: 'change-management', title: 'مدیریت تغییر', titleEn: 'Change management' },
  { slug: 'idp', title: 'برنامهٔ توسعهٔ فردی', titleEn: 'Development plans' },
  { slug: 'okr', title: 'OKR', titleEn: 'OKR' },
  { slug: 'performance-review', title: 'ارزیابی عملکرد', titleEn: 'Performance reviews' },
  { slug: 'hiring', title: 'استخدام', titleEn: 'Hiring' },
  { slug: 'interview', title: 'مصاحبه', titleEn: 'Interviews' },
  { slug: 'onboarding', title: 'ورود کارکنان تازه', titleEn: 'Onboarding' },
  { slug: 'job-evaluation', title: 'ارزشیابی مشاغل', titleEn: 'Job evaluation' },
  { slug: 'learning', title: 'یادگیری', titleEn: 'Learning' },
  { slug: 'engagement', title: 'مشارکت کارکنان', titleEn: 'Engagement' },
] as const;
export type TagSlug = (typeof TAGS)[number]['slug'];

export interface SeedAttachment {
  title: string;
  fileName: string;
  kind: 'docx' | 'pdf';
  /** DOCX: a checklist; PDF: paragraphs. */
  heading: string;
  intro: string;
  items: string[];
  footer: string;
}

export interface SeedArticle {
  slug: string;
  language: LanguageCode;
  /** The slug of the article in the other language this one translates: the two are linked. */
  translationOf?: string;
  category: CategorySlug;
  tags: TagSlug[];
  title: string;
  summary: string;
  coverAlt: string;
  /** HTML; cleaned with the same allow-list as the admin's editor before it is stored. */
  body: string;
  /** Days before the seed ran; negative means scheduled in the future. */
  publishedDaysAgo: number;
  views: number;
  backlinks: { title: string; url: string }[];
  attachments?: SeedAttachment[];
  /** Defaults: published and visible. */
  published?: boolean;
}
