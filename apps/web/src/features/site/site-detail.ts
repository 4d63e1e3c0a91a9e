import { DEFAULT_SITE_TITLE, endpoints, type SiteDetail } from '@masthead/contract';
import { useEffect } from 'react';
import { useRead } from '../../api/use-read';

export function useSiteDetail() {
  return useRead(endpoints.site.detail, {}, { staleTime: 5 * 60_000, retry: 1 });
}

/** Tab title: the site's SEO title, else its name, else 'Blog'. */
export function siteTitle(site: SiteDetail | undefined): string {
  return site?.seo.title.trim() || site?.siteName.trim() || DEFAULT_SITE_TITLE;
}

function setFavicon(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.removeAttribute('type');
  link.href = href;
}

/** Applies the site details to the browser tab: title and favicon. */
export function useSiteHead(): void {
  const { data } = useSiteDetail();
  useEffect(() => {
    document.title = siteTitle(data);
    if (data?.siteFavicon?.url) setFavicon(data.siteFavicon.url);
  }, [data]);
}
