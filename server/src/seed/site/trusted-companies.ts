/** Eight client organisations for the "they trust us" strip. Made-up names; logos are drawn by code. */
export const TRUSTED_COMPANIES = [
  { name: 'پارس‌نوین', nameEn: 'ParsNovin', colour: '#1d4ed8', shape: 0, pageKeys: ['home', 'rira360'] },
  { name: 'گروه آتیه‌سازان', nameEn: 'Atiyeh Sazan Group', colour: '#0e7490', shape: 1, pageKeys: ['home', 'rira360'] },
  { name: 'نیلگون داده', nameEn: 'Nilgoon Data', colour: '#6d28d9', shape: 2, pageKeys: ['home', 'riraSanj'] },
  { name: 'سپهر پویا', nameEn: 'Sepehr Pouya', colour: '#b45309', shape: 3, pageKeys: ['home', 'rira360'] },
  { name: 'ترابر آرین', nameEn: 'Arian Logistics', colour: '#047857', shape: 0, pageKeys: ['home', 'riraFaragir'] },
  { name: 'رایان‌پرداز شرق', nameEn: 'Rayan Pardaz Shargh', colour: '#be123c', shape: 1, pageKeys: ['home', 'riraAmouz'] },
  { name: 'آسایش نو', nameEn: 'Asayesh Now', colour: '#2557eb', shape: 2, pageKeys: ['home', 'riraAcademy'] },
  { name: 'ستارهٔ کویر', nameEn: 'Setareh Kavir', colour: '#9a3412', shape: 3, pageKeys: ['home', 'riraSanj'] },
] as const;
