export * from './catalogue.ts';
export * from './forms.ts';
export * from './content.ts';
export * from './magazine.ts';
