/**
 * The texts of the offline page: what the service worker answers a navigation with when there
 * is no network and no stored copy of that page. The worker has no access to the dictionaries
 * the page loads on demand, so these few lines are bundled into it, in both languages.
 */
export const offlinePageTexts = {
  ar: {
    title: 'لا يوجد اتصال بالإنترنت',
    intro: 'لم تُحفظ هذه الصفحة على هذا الجهاز، لذا لا يمكن عرضها دون اتصال.',
    storedHeading: 'صفحات محفوظة على هذا الجهاز',
    noneStored: 'لا توجد صفحات محفوظة بعد. فعّل وضع عدم الاتصال من رأس الموقع وأنت متصل لحفظ الموقع على هذا الجهاز.',
    retry: 'حاول مجدداً',
    otherLanguage: 'English',
    pages: {
      '/': 'الرئيسية',
      '/services': 'خدماتنا',
      '/about': 'من نحن',
      '/projects': 'مشاريعنا',
      '/portfolio': 'معرض التصاميم',
      '/clients': 'عملاؤنا',
      '/blog': 'المدونة',
      '/contact': 'تواصل معنا',
    } as Record<string, string>,
  },
  en: {
    title: 'You are offline',
    intro: 'This page has not been saved on this device, so it cannot be shown without a connection.',
    storedHeading: 'Pages saved on this device',
    noneStored: 'No pages are saved yet. Turn on offline mode in the site header while you are online to keep the site on this device.',
    retry: 'Try again',
    otherLanguage: 'العربية',
    pages: {
      '/': 'Home',
      '/services': 'Services',
      '/about': 'About',
      '/projects': 'Projects',
      '/portfolio': 'Portfolio',
      '/clients': 'Clients',
      '/blog': 'Blog',
      '/contact': 'Contact',
    } as Record<string, string>,
  },
} as const;
