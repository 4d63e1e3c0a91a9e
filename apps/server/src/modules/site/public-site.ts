import { emptySeo, type PublicSite, type SiteManagement } from '@masthead/contract';

/** What the public site gets of the settings (defaults before they are saved). */
export function publicSite(settings: SiteManagement | null): PublicSite {
  return {
    siteName: settings?.siteName ?? '',
    siteUrl: settings?.siteUrl ?? '',
    siteLogo: settings?.siteLogo?.url ?? null,
    siteFavicon: settings?.siteFavicon?.url ?? null,
    footerLogo: settings?.footerLogo?.url ?? null,
    footerCopyright: settings?.footerCopyright ?? '',
    profiles: {
      facebook: settings?.facebookProfile ?? '',
      youtube: settings?.youtubeProfile ?? '',
      twitter: settings?.twitterProfile ?? '',
      instagram: settings?.instagramProfile ?? '',
      linkedIn: settings?.linkedInProfile ?? '',
    },
    analytics: { google: settings?.googleAnalytics ?? '', facebook: settings?.facebookAnalytics ?? '' },
    seo: settings?.seo ?? emptySeo,
  };
}
