/**
 * The texts the host needs when nothing else could be loaded: the fallback of a section whose
 * remote failed and the page shown when the site cannot start. They are bundled with the
 * host (a few hundred bytes) because the full dictionaries are loaded on demand, and that
 * load may be the very thing that failed. The dictionaries include these same objects.
 */
export const bootTexts = {
  ar: {
    remote: {
      unavailableTitle: 'تعذّر تحميل هذا القسم',
      unavailableText: 'يُرجى التحقق من اتصالك بالإنترنت، وسنحاول مجدداً عند عودتك إلى هذه الصفحة.',
      retry: 'حاول مجدداً',
    },
    errorPage: {
      title: 'حدث خطأ غير متوقع',
      text: 'واجهنا مشكلة غير متوقعة أثناء عرض هذه الصفحة. يمكنك المحاولة مجدداً أو إعادة تحميل الصفحة.',
      sectionText: 'تعذّر عرض هذا الجزء من الصفحة. يمكنك المحاولة مجدداً أو إعادة تحميل الصفحة.',
      tryAgain: 'حاول مجدداً',
      reload: 'إعادة تحميل الصفحة',
    },
  },
  en: {
    remote: {
      unavailableTitle: 'This section could not be loaded',
      unavailableText: 'Please check your connection. We will try again when you come back to this page.',
      retry: 'Try again',
    },
    errorPage: {
      title: 'An unexpected error occurred',
      text: 'Something went wrong while showing this page. You can try again or reload the page.',
      sectionText: 'This part of the page could not be shown. You can try again or reload the page.',
      tryAgain: 'Try again',
      reload: 'Reload page',
    },
  },
} as const;
