import { headerMenus } from '@/content/navigation';
import { headerMenus as spanishMenus } from '@/content/navigation.es';
import { nameCrumbsFrom } from '@/seo/breadcrumbs';

// For unit tests that build a page's head outside the router: both languages' crumb names, as
// the root route's loader gives them to a page of each language.
nameCrumbsFrom('en', headerMenus);
nameCrumbsFrom('es', spanishMenus);
