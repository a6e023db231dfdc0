/** Where the visitor's explicit language choice is kept (only a click on the switch writes it). */
export const LANGUAGE_KEY = 'sunfield-language';
