/** Claims and values the company stands behind (docs/behaviour.md#company-and-claims). */
export interface Stat {
  value: string;
  label: string;
}

export const stats: readonly Stat[] = [
  { value: '5000+', label: 'projects completed' },
  { value: '98%', label: 'customer satisfaction' },
  { value: '25+', label: 'years of experience' },
  { value: '24/7', label: 'emergency service' },
];

export interface Value {
  title: string;
  text: string;
}

export const coreValues: readonly Value[] = [
  {
    title: 'Expertise',
    text: 'Licensed electricians and NABCEP-trained solar designers who size every system to your meter data, not a rule of thumb.',
  },
  {
    title: 'Quality',
    text: 'Code-perfect work that passes inspection the first time, with panels warranted for 25 years and workmanship we stand behind.',
  },
  {
    title: 'Customer Service',
    text: 'One project manager from the first call to permission to operate, and a real person on the phone when you call back.',
  },
];
