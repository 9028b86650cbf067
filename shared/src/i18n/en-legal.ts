/** English texts of the privacy policy and the terms of service: the longest texts of the site, loaded only by those two pages (`useTextPack('legal')`). */
export const enLegal = {
  legal: {
    contactText: 'Questions about this page? We are happy to help.',
    contactLink: 'Contact us',
    pointsTitle: 'In short',
    principlesTitle: 'Our principles',
    updated: 'Last updated: {date}',
    privacy: {
      title: 'Privacy Policy',
      intro: 'Your privacy matters to us. This page explains what data we collect and how we protect it.',
      necessaryData: 'Only necessary data',
      necessaryDataText: 'We collect only the data we need to answer you and provide our services.',
      noSharing: 'No sharing without consent',
      noSharingText: 'We do not share your data with third parties without your consent.',
      deletion: 'Deletion on request',
      deletionText: 'You can ask us at any time to delete your data.',
      security: 'Secure connection',
      securityText: 'Every page of this site is served over an SSL-encrypted connection.',
      pointNecessary: 'Only the data necessary for our services is collected.',
      pointSharing: 'No data is shared with third parties without your consent.',
      pointDeletion: 'Your data is deleted on request.',
      pointCookies: 'This site uses cookies to remember your preferences.',
      pointSsl: 'All data is sent over SSL.',
      sections: {
        about: {
          title: 'About this policy',
          text: 'This policy explains how Nasaq Technology Solutions ("Nasaq", "we") handles the personal data of visitors to this website and of people who contact us through it. It covers the website and its forms: the contact form, the free consultation request and the newsletter.',
        },
        data: {
          title: 'The data we collect',
          text: 'We collect only the data we need to answer you and to provide our services:',
          items: {
            contact: 'Contact messages: your name, email address, phone number, the service you are interested in and your message.',
            consultation:
              'Consultation requests: your name, email address, phone number, the service you need and your project description, and your country and preferred date and time if you give them.',
            newsletter: 'Newsletter: your email address.',
            technical:
              'Technical data: the language and theme you choose, and the standard records any web server keeps (address, time and page requested), used only to run and protect the site.',
          },
        },
        use: {
          title: 'How we use your data',
          text: 'We use your data to reply to your message, to prepare and follow up your consultation, to send the newsletter you subscribed to, and to keep the site working and secure. Nothing else: we do not sell your data, and we do not use it for purposes you did not ask for.',
        },
        sharing: {
          title: 'Sharing your data',
          text: 'We do not share your personal data with third parties without your consent, unless the law requires us to disclose it to a competent authority.',
        },
        cookies: {
          title: 'Cookies and browser storage',
          text: 'This site uses a few cookies and browser storage entries to remember your preferences: your language for your browsing session, and your light or dark theme. If you turn on offline mode, the site also keeps a copy of its public content in your browser so pages can be shown without a connection; turning it off removes that copy. We use no advertising or tracking cookies, and you can clear these entries at any time in your browser settings.',
        },
        security: {
          title: 'Security',
          text: 'Every page and form of this site is served over an encrypted SSL/TLS connection, so what you send cannot be read on the way. Only the staff who handle your messages and requests can see them.',
        },
        retention: {
          title: 'How long we keep your data',
          text: 'We keep messages and consultation requests for as long as we need them to serve you and to meet our legal obligations, and newsletter addresses until you unsubscribe or ask us to delete them.',
        },
        rights: {
          title: 'Your rights',
          text: 'You may ask us at any time what data we hold about you, and have it corrected or deleted. We delete your data on request unless the law obliges us to keep it. To make a request, write to us through the contact page and we will answer you promptly.',
        },
        changes: {
          title: 'Changes to this policy',
          text: 'We may update this policy when our services or the law change. The current version is always on this page, with the date of its last update.',
        },
      },
    },
    terms: {
      title: 'Terms of Service',
      intro: 'By using this site and our services you agree to the following terms.',
      accurate: 'Accurate information',
      accurateText: 'The information you give us must be accurate and complete.',
      changes: 'Changes to the terms',
      changesText: 'We may modify these terms; the current version is always on this page.',
      commercialUse: 'No unauthorised commercial use',
      commercialUseText: 'Unauthorised commercial use of this site or its content is prohibited.',
      suspension: 'Suspension on violation',
      suspensionText: 'Accounts may be suspended if these terms are violated.',
      pointAccurate: 'You agree to provide accurate information.',
      pointChanges: 'The terms may be modified at any time.',
      pointCommercial: 'Unauthorised commercial use is prohibited.',
      pointSuspension: 'Accounts may be suspended on violation.',
      pointAge: 'You must be at least {age} years old to use our services.',
      sections: {
        acceptance: {
          title: 'Acceptance of these terms',
          text: 'These terms govern your use of the Nasaq website and of the services you request through it. By using the site you accept them; if you do not agree with them, please do not use it.',
        },
        eligibility: {
          title: 'Who may use our services',
          text: 'You must be at least {age} years old to use our services or to send us a request. By sending any of our forms you confirm that you meet this requirement.',
        },
        accuracy: {
          title: 'Accurate information',
          text: 'The information you give us, in the contact form, a consultation request or any other message, must be accurate, complete and your own. We may decline requests that contain false or misleading information.',
        },
        acceptableUse: {
          title: 'Acceptable use',
          text: 'You may use this site to learn about our services and to contact us. You must not try to disrupt it or gain unauthorised access to it, send unsolicited or automated messages through its forms, or use it for anything unlawful.',
        },
        property: {
          title: 'Intellectual property and commercial use',
          text: 'The texts, designs, images and code of this site belong to Nasaq or to owners who allowed us to use them. Unauthorised commercial use of the site or its content, including copying, reselling or republishing it, is prohibited.',
        },
        quotes: {
          title: 'Our services and quotes',
          text: 'This site describes our services in general terms. The scope, timeline and price of any project are set in a separate written agreement or quote.',
        },
        suspension: {
          title: 'Suspension on violation',
          text: 'If these terms are violated, we may suspend or close the account or access concerned and decline further requests, without prior notice.',
        },
        liability: {
          title: 'Limitation of liability',
          text: 'We work to keep this site accurate and available, but we provide it as it is and cannot promise that it will always be free of errors or interruptions. As far as the law allows, we are not liable for losses arising from its use.',
        },
        changes: {
          title: 'Changes to these terms',
          text: 'We may modify these terms at any time. Changes take effect when they are published on this page, and continuing to use the site means you accept them.',
        },
      },
    },
  },
} as const;
