/** Texts of the not-found page (docs/behaviour.md#not-found). */
export const notFoundText = {
  title: '404 Page Not Found',
  code: '404',
  heading: 'Page Not Found',
  back: 'Back to Home',
  description: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
  helpHeading: 'Popular pages',
};
