/** Texts of the not-found page and the global failure fallback (docs/behaviour.md#not-found, docs/behaviour.md#error-fallback). */
export const notFoundText = {
  title: '404 Page Not Found',
  code: '404',
  heading: 'Page Not Found',
  back: 'Back to Home',
  description: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
  helpHeading: 'Popular pages',
};

export const errorText = {
  heading: 'Something went wrong',
  message: 'Something went wrong. We apologize for the inconvenience. Please try refreshing the page.',
  refresh: 'Refresh Page',
};
