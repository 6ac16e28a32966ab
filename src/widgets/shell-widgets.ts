import { loadable } from '../engine/loadable';
import type { WidgetMap } from '../engine/widget-types';
import { whenNearViewport } from './home-support/Deferred';
import { AccessCodeButton } from './shell-access-code/AccessCodeButton';
import { CartDropdown, CartShortcut } from './shell-cart/CartDropdown';
import { ContactInfo, MapLink, PhoneButton } from './shell-contact/ContactInfo';
import { ClubDescription } from './shell-description/ClubDescription';
import { LanguageSelector } from './shell-language/LanguageSelector';
import { ClubLogo, HeaderLogo } from './shell-logo/HeaderLogo';
import { RecentPosts } from './shell-recent-posts/RecentPosts';
// Draws nothing, so never lazy: a loading placeholder would take room and then vanish (issue 25).
import { PageTitle } from './shell-page-title/PageTitle';
import { SocialLinks } from './shell-social/SocialLinks';

// What the home page's first screen does not show loads on demand: widgets of other pages,
// of logged-in customers, of the mobile header, and the footer once it nears the viewport.
const FamilySelector = loadable(() => import('./shell-family/FamilySelector').then((module) => ({ default: module.FamilySelector })));
const ClubGallery = loadable(() => import('./shell-gallery/ClubGallery').then((module) => ({ default: module.ClubGallery })));
const InfoRequest = loadable(() => import('./shell-info-request/InfoRequest').then((module) => ({ default: module.InfoRequest })));
const AutoLogin = loadable(() => import('./shell-sign-in/AutoLogin').then((module) => ({ default: module.AutoLogin })));
const OpenLoginAfter = loadable(() => import('./shell-sign-in/OpenLoginAfter').then((module) => ({ default: module.OpenLoginAfter })));

/** Widgets of the header, the footer and the sign-in pages, by manifest name; one folder per widget beside this file. */
export const shellWidgets: WidgetMap = {
  headerLogo: HeaderLogo,
  clubLogo: ClubLogo,
  cartDropdown: CartDropdown,
  cartShortcut: CartShortcut,
  languageSelector: LanguageSelector,
  recentPosts: RecentPosts,
  headerGallery: ClubGallery,
  footerGallery: whenNearViewport(ClubGallery, '6rem'),
  contactInfo: ContactInfo,
  mapLink: MapLink,
  phoneButton: PhoneButton,
  socialLinks: SocialLinks,
  clubDescription: ClubDescription,
  infoRequest: whenNearViewport(InfoRequest, '14rem'),
  accessCode: AccessCodeButton,
  familySelector: FamilySelector,
  autoLogin: AutoLogin,
  openLoginAfter: OpenLoginAfter,
  pageTitle: PageTitle,
};
