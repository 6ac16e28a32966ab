// GENERATED FILE: do not edit by hand. Run `npm run codegen` to regenerate.
// tsc checks every file of manifest/ against its type; see codegen/manifest-check.ts.
import type { ClubOverride, FooterFile, FormFile, HeaderFile, HomeFile, LayoutsFile, PageFile, RoutesFile } from './schemas/manifest';

// manifest/clubs/default.json
({
  "header": {
    "entries": [
      {
        "id": "bookings",
        "label": "header.book"
      },
      {
        "id": "matches",
        "label": "header.matches",
        "to": "/bookings-byplace",
        "when": {
          "bookingTypeConcept": "Match"
        }
      },
      {
        "id": "myBookings",
        "label": "header.myBookings",
        "to": "/customer-bookings",
        "when": {
          "loggedIn": true
        }
      }
    ],
    "order": {
      "entries": [
        "logo",
        "account",
        "bookings",
        "matches",
        "myBookings",
        "shop"
      ]
    }
  },
  "footer": {
    "mobile": [
      {
        "id": "home",
        "hidden": true
      },
      {
        "id": "map",
        "hidden": true
      },
      {
        "id": "phone",
        "hidden": true
      },
      {
        "id": "accessCode",
        "hidden": true
      },
      {
        "id": "book",
        "label": "header.book",
        "to": "/bookingtypes"
      },
      {
        "id": "matches",
        "label": "header.matches",
        "to": "/bookings-byplace",
        "when": {
          "bookingTypeConcept": "Match"
        }
      },
      {
        "id": "myBookings",
        "label": "footer.myBookings",
        "to": "/customer-bookings"
      },
      {
        "id": "account",
        "label": "footer.account",
        "to": "/account"
      }
    ],
    "order": {
      "mobile": [
        "book",
        "matches",
        "myBookings",
        "shop",
        "account"
      ]
    }
  },
  "home": {
    "sections": [
      {
        "id": "nextBooking",
        "type": "nextBookingSection",
        "when": {
          "loggedIn": true
        }
      }
    ],
    "order": {
      "sections": [
        "nextBooking"
      ]
    }
  }
}) satisfies ClubOverride;

// manifest/clubs/example-no-shop.json
({
  "header": {
    "entries": [
      {
        "id": "shop",
        "hidden": true
      },
      {
        "id": "cart",
        "hidden": true
      }
    ]
  },
  "footer": {
    "mobile": [
      {
        "id": "shop",
        "hidden": true
      }
    ]
  },
  "home": {
    "sections": [
      {
        "id": "trendingProducts",
        "hidden": true
      },
      {
        "id": "matches",
        "options": {
          "maxItems": 8
        }
      }
    ],
    "order": {
      "sections": [
        "matches",
        "bookingTypes",
        "heroSlider"
      ]
    }
  },
  "forms": {
    "register": {
      "fields": [
        {
          "name": "okRss",
          "hidden": true
        }
      ]
    }
  }
}) satisfies ClubOverride;

// manifest/footer.json
({
  "mobile": [
    {
      "id": "home",
      "label": "footer.home",
      "to": "/"
    },
    {
      "id": "map",
      "widget": "mapLink"
    },
    {
      "id": "phone",
      "widget": "phoneButton"
    },
    {
      "id": "accessCode",
      "widget": "accessCode",
      "options": {
        "label": "footer.qr"
      },
      "when": {
        "all": [
          {
            "setting": "AccessControl"
          },
          {
            "loggedIn": true
          }
        ]
      }
    },
    {
      "id": "shop",
      "widget": "cartShortcut",
      "options": {
        "to": "/shop"
      },
      "when": {
        "setting": "HasShop"
      }
    }
  ],
  "desktop": [
    {
      "id": "description",
      "widget": "clubDescription"
    },
    {
      "id": "infoRequest",
      "widget": "infoRequest",
      "options": {
        "form": "info-request"
      }
    },
    {
      "id": "gallery",
      "widget": "footerGallery"
    },
    {
      "id": "contact",
      "widget": "contactInfo"
    },
    {
      "id": "social",
      "widget": "socialLinks"
    },
    {
      "id": "legal",
      "label": "footer.legal",
      "children": [
        {
          "id": "privacy",
          "label": "legal.privacy",
          "to": "/privacy"
        },
        {
          "id": "waiver",
          "label": "legal.waiver",
          "to": "/waiver"
        },
        {
          "id": "generalConditions",
          "label": "legal.generalConditions",
          "to": "/generalConditions"
        },
        {
          "id": "cookies",
          "label": "legal.cookies",
          "to": "/cookies"
        }
      ]
    }
  ]
}) satisfies FooterFile;

// manifest/forms/account-address.json
({
  "fields": [
    {
      "name": "addressLine1",
      "widget": "text",
      "label": "fields.addressLine1",
      "autocomplete": "address-line1"
    },
    {
      "name": "postalCode",
      "widget": "text",
      "label": "fields.postalCode",
      "autocomplete": "postal-code"
    },
    {
      "name": "city",
      "widget": "text",
      "label": "fields.city",
      "autocomplete": "address-level2"
    },
    {
      "name": "town",
      "widget": "text",
      "label": "fields.town",
      "autocomplete": "address-level3"
    },
    {
      "name": "country",
      "widget": "text",
      "label": "fields.country",
      "autocomplete": "country-name"
    }
  ],
  "submitLabel": "common.save",
  "successMessage": "common.dataModified"
}) satisfies FormFile;

// manifest/forms/account-personal.json
({
  "fields": [
    {
      "name": "name",
      "widget": "text",
      "label": "fields.name",
      "autocomplete": "given-name",
      "rules": [
        {
          "rule": "required",
          "message": "validation.fieldRequired"
        }
      ]
    },
    {
      "name": "surname",
      "widget": "text",
      "label": "fields.surname",
      "autocomplete": "family-name",
      "rules": [
        {
          "rule": "required",
          "message": "validation.fieldRequired"
        }
      ]
    },
    {
      "name": "gender",
      "widget": "select",
      "label": "fields.gender",
      "defaultValue": -1,
      "options": [
        {
          "value": 0,
          "label": "gender.male"
        },
        {
          "value": 1,
          "label": "gender.female"
        }
      ]
    },
    {
      "name": "birthDate",
      "widget": "date",
      "label": "fields.birthDate",
      "autocomplete": "bday"
    },
    {
      "name": "email",
      "widget": "email",
      "label": "fields.email",
      "autocomplete": "email",
      "rules": [
        {
          "rule": "required",
          "message": "validation.fieldRequired"
        }
      ]
    },
    {
      "name": "currentPassword",
      "widget": "password",
      "label": "fields.currentPassword",
      "help": "account.currentPasswordForEmail",
      "autocomplete": "current-password"
    },
    {
      "name": "phone",
      "widget": "tel",
      "label": "fields.phone",
      "autocomplete": "tel",
      "rules": [
        {
          "rule": "required",
          "message": "validation.fieldRequired"
        }
      ]
    },
    {
      "name": "email2",
      "widget": "email",
      "label": "fields.email2"
    },
    {
      "name": "phone2",
      "widget": "tel",
      "label": "fields.phone2"
    },
    {
      "name": "email3",
      "widget": "email",
      "label": "fields.email3"
    },
    {
      "name": "phone3",
      "widget": "tel",
      "label": "fields.phone3"
    },
    {
      "name": "okRss",
      "widget": "checkbox",
      "label": "fields.okRss",
      "defaultValue": false
    },
    {
      "name": "acceptConditions",
      "widget": "checkbox",
      "label": "fields.acceptConditions",
      "defaultValue": false
    }
  ],
  "submitLabel": "common.save",
  "successMessage": "common.dataModified",
  "groups": [
    {
      "title": "account.groupYou",
      "fields": [
        "name",
        "surname",
        "gender",
        "birthDate"
      ]
    },
    {
      "title": "account.groupContact",
      "fields": [
        "email",
        "currentPassword",
        "phone"
      ]
    },
    {
      "title": "account.groupExtraContacts",
      "fields": [
        "email2",
        "phone2",
        "email3",
        "phone3"
      ],
      "collapsed": true
    }
  ]
}) satisfies FormFile;

// manifest/forms/change-password.json
({
  "fields": [
    {
      "name": "currentPassword",
      "widget": "password",
      "label": "fields.currentPassword",
      "autocomplete": "current-password",
      "rules": [
        {
          "rule": "required"
        }
      ]
    },
    {
      "name": "newPassword",
      "widget": "password",
      "label": "fields.newPassword",
      "autocomplete": "new-password",
      "rules": [
        {
          "rule": "required"
        },
        {
          "rule": "minLength",
          "value": 5
        }
      ]
    }
  ],
  "submitLabel": "common.save",
  "successMessage": "common.dataModified"
}) satisfies FormFile;

// manifest/forms/info-request.json
({
  "fields": [
    {
      "name": "email",
      "widget": "email",
      "label": "fields.email",
      "autocomplete": "email",
      "rules": [
        {
          "rule": "required"
        }
      ]
    },
    {
      "name": "question",
      "widget": "textarea",
      "label": "fields.question",
      "rules": [
        {
          "rule": "required"
        }
      ]
    }
  ],
  "submitLabel": "common.send",
  "successMessage": "footer.infoThanks",
  "hideOnSuccess": true,
  "showErrors": false
}) satisfies FormFile;

// manifest/forms/login.json
({
  "fields": [
    {
      "name": "email",
      "widget": "email",
      "label": "fields.email",
      "autocomplete": "username",
      "rules": [
        {
          "rule": "required"
        },
        {
          "rule": "contains",
          "value": "@",
          "message": "auth.emailIsUserName"
        }
      ]
    },
    {
      "name": "password",
      "widget": "password",
      "label": "fields.password",
      "autocomplete": "current-password",
      "rules": [
        {
          "rule": "required"
        }
      ]
    }
  ],
  "submitLabel": "auth.login"
}) satisfies FormFile;

// manifest/forms/register.json
({
  "fields": [
    {
      "name": "name",
      "widget": "text",
      "label": "fields.name",
      "autocomplete": "given-name",
      "rules": [
        {
          "rule": "required"
        }
      ]
    },
    {
      "name": "surname",
      "widget": "text",
      "label": "fields.surname",
      "autocomplete": "family-name",
      "rules": [
        {
          "rule": "required"
        }
      ]
    },
    {
      "name": "email",
      "widget": "email",
      "label": "fields.email",
      "autocomplete": "email",
      "rules": [
        {
          "rule": "required"
        }
      ]
    },
    {
      "name": "phone",
      "widget": "tel",
      "label": "fields.phone",
      "autocomplete": "tel"
    },
    {
      "name": "password",
      "widget": "password",
      "label": "fields.password",
      "autocomplete": "new-password",
      "rules": [
        {
          "rule": "required"
        },
        {
          "rule": "minLength",
          "value": 5
        }
      ]
    },
    {
      "name": "okRss",
      "widget": "checkbox",
      "label": "fields.okRss",
      "defaultValue": false
    },
    {
      "name": "acceptConditions",
      "widget": "legalConsent",
      "label": "fields.acceptConditions",
      "defaultValue": false,
      "rules": [
        {
          "rule": "required",
          "message": "validation.acceptLegal"
        }
      ]
    }
  ],
  "submitLabel": "auth.register",
  "successMessage": "auth.registerSuccess",
  "hideOnSuccess": true
}) satisfies FormFile;

// manifest/forms/reset-password-request.json
({
  "fields": [
    {
      "name": "email",
      "widget": "email",
      "label": "fields.email",
      "autocomplete": "email",
      "help": "auth.resetHelp",
      "rules": [
        {
          "rule": "required"
        }
      ]
    }
  ],
  "submitLabel": "auth.send"
}) satisfies FormFile;

// manifest/forms/reset-password.json
({
  "fields": [
    {
      "name": "newPassword",
      "widget": "password",
      "label": "fields.newPassword",
      "autocomplete": "new-password",
      "rules": [
        {
          "rule": "required"
        },
        {
          "rule": "minLength",
          "value": 5
        },
        {
          "rule": "sameAs",
          "value": "repeatPassword",
          "message": "validation.passwordMismatch"
        }
      ]
    },
    {
      "name": "repeatPassword",
      "widget": "password",
      "label": "fields.repeatPassword",
      "autocomplete": "new-password",
      "rules": [
        {
          "rule": "required"
        },
        {
          "rule": "minLength",
          "value": 5
        },
        {
          "rule": "sameAs",
          "value": "newPassword",
          "message": "validation.passwordMismatch"
        }
      ]
    }
  ],
  "submitLabel": "common.submit"
}) satisfies FormFile;

// manifest/header.json
({
  "entries": [
    {
      "id": "logo",
      "widget": "headerLogo"
    },
    {
      "id": "account",
      "label": "header.myAccount",
      "when": {
        "loggedIn": true
      },
      "children": [
        {
          "id": "profile",
          "label": "header.profile",
          "to": "/account"
        },
        {
          "id": "changePassword",
          "label": "header.changePassword",
          "to": "/changePass"
        },
        {
          "id": "myBookings",
          "label": "header.myBookings",
          "to": "/customer-bookings"
        },
        {
          "id": "levels",
          "label": "header.levels",
          "to": "/levels"
        },
        {
          "id": "communications",
          "label": "header.communications",
          "to": "/customer-comms"
        },
        {
          "id": "orders",
          "label": "header.orders",
          "to": "/customer-orders"
        },
        {
          "id": "debts",
          "label": "header.debts",
          "to": "/debts"
        },
        {
          "id": "fees",
          "label": "header.fees",
          "to": "/customer-fees"
        },
        {
          "id": "vouchers",
          "label": "header.myVouchers",
          "to": "/customer-vouchers"
        },
        {
          "id": "clubSettings",
          "label": "header.clubSettings",
          "to": "/club-settings",
          "when": {
            "staff": true
          }
        }
      ]
    },
    {
      "id": "bookings",
      "label": "header.bookings",
      "to": "/bookingtypes",
      "when": {
        "bookingTypeConcept": "Booking"
      }
    },
    {
      "id": "school",
      "label": "header.school",
      "to": "/bookingtypes?school=true",
      "when": {
        "all": [
          {
            "viewport": "mobile"
          },
          {
            "bookingTypeConcept": "School"
          }
        ]
      }
    },
    {
      "id": "memberships",
      "label": "header.memberships",
      "to": "/#memberships",
      "when": {
        "all": [
          {
            "viewport": "mobile"
          },
          {
            "exists": "memberships"
          }
        ]
      }
    },
    {
      "id": "rechargeVoucher",
      "label": "header.rechargeVoucher",
      "to": "/#vouchers",
      "when": {
        "all": [
          {
            "viewport": "mobile"
          },
          {
            "exists": "vouchers"
          }
        ]
      }
    },
    {
      "id": "shop",
      "label": "header.shop",
      "to": "/shop",
      "when": {
        "setting": "HasShop"
      }
    },
    {
      "id": "locations",
      "label": "header.locations",
      "to": "/locations",
      "hostMessage": "locations",
      "when": {
        "exists": "relatedClubs"
      }
    },
    {
      "id": "shopSearch",
      "widget": "shopSearch",
      "when": {
        "all": [
          {
            "setting": "HasShop"
          },
          {
            "viewport": "desktop"
          }
        ]
      }
    },
    {
      "id": "cart",
      "widget": "cartDropdown",
      "when": {
        "setting": "HasShop"
      }
    },
    {
      "id": "login",
      "label": "header.login",
      "action": "openLogin",
      "when": {
        "loggedIn": false
      }
    },
    {
      "id": "register",
      "label": "header.register",
      "action": "openRegister",
      "when": {
        "all": [
          {
            "loggedIn": false
          },
          {
            "setting": "RegisterOn"
          }
        ]
      }
    },
    {
      "id": "logout",
      "label": "header.logout",
      "action": "logout",
      "when": {
        "loggedIn": true
      }
    },
    {
      "id": "languages",
      "widget": "languageSelector",
      "options": {
        "languages": [
          "en-US",
          "es-ES",
          "fr-FR",
          "it-IT"
        ]
      }
    },
    {
      "id": "recentPosts",
      "widget": "recentPosts",
      "options": {
        "count": 2
      }
    },
    {
      "id": "gallery",
      "widget": "headerGallery",
      "options": {
        "maxImages": 6
      },
      "when": {
        "viewport": "mobile"
      }
    },
    {
      "id": "contact",
      "widget": "contactInfo"
    },
    {
      "id": "social",
      "widget": "socialLinks"
    },
    {
      "id": "accessCode",
      "widget": "accessCode",
      "when": {
        "all": [
          {
            "setting": "AccessControl"
          },
          {
            "loggedIn": true
          }
        ]
      }
    },
    {
      "id": "familySelector",
      "widget": "familySelector",
      "when": {
        "loggedIn": true
      }
    }
  ]
}) satisfies HeaderFile;

// manifest/home.json
({
  "sections": [
    {
      "id": "heroSlider",
      "type": "heroSlider",
      "options": {
        "autoplayMs": 5000
      },
      "when": {
        "viewport": "desktop"
      }
    },
    {
      "id": "bookingTypes",
      "type": "bookingTypesSection",
      "options": {
        "maxItems": 4
      }
    },
    {
      "id": "matches",
      "type": "matchesSection",
      "options": {
        "maxItems": 4,
        "maxPlayers": 4
      }
    },
    {
      "id": "memberships",
      "type": "membershipsSection",
      "options": {
        "maxItems": 4
      }
    },
    {
      "id": "schoolPrograms",
      "type": "schoolProgramsSection",
      "options": {
        "maxItems": 4
      }
    },
    {
      "id": "activities",
      "type": "activitiesSection",
      "options": {
        "maxItems": 4
      }
    },
    {
      "id": "trendingProducts",
      "type": "trendingProductsSection",
      "options": {
        "maxItems": 4
      }
    },
    {
      "id": "vouchers",
      "type": "vouchersSection",
      "options": {
        "maxItems": 4
      }
    },
    {
      "id": "eventBookings",
      "type": "eventBookingsSection",
      "options": {
        "maxItems": 4
      }
    },
    {
      "id": "boardBanners",
      "type": "bannersSection",
      "options": {
        "maxItems": 4
      }
    },
    {
      "id": "callToAction",
      "type": "callToActionSection"
    },
    {
      "id": "gallery",
      "type": "gallerySection",
      "options": {
        "slidesPerView": 8,
        "slidesPerViewBelow1300": 3,
        "slidesPerViewBelow768": 2
      }
    },
    {
      "id": "testimonials",
      "type": "testimonialsSection",
      "options": {
        "maxRows": 15,
        "autoplayMs": 10000
      }
    },
    {
      "id": "team",
      "type": "teamSection",
      "options": {
        "maxRows": 15
      }
    },
    {
      "id": "lastPosts",
      "type": "lastPostsSection",
      "options": {
        "count": 3
      }
    },
    {
      "id": "sponsors",
      "type": "sponsorsSection",
      "options": {
        "autoplayMs": 3000,
        "visible": 3
      }
    }
  ]
}) satisfies HomeFile;

// manifest/layouts.json
({
  "layouts": [
    {
      "id": "secure",
      "header": "full",
      "footer": true,
      "banner": true
    },
    {
      "id": "insecure",
      "header": "full",
      "footer": true,
      "banner": true,
      "reserveButton": {
        "all": [
          {
            "path": "/"
          },
          {
            "scrollAtMost": 190
          }
        ]
      }
    },
    {
      "id": "clean",
      "header": "minimal",
      "footer": false,
      "banner": false,
      "backButton": {
        "any": [
          {
            "path": "/checkout"
          },
          {
            "path": "/taykus-shop-checkout"
          }
        ]
      }
    }
  ]
}) satisfies LayoutsFile;

// manifest/pages/account.json
({
  "title": "pages.account",
  "body": [
    {
      "type": "section",
      "title": "pages.account",
      "headingLevel": 1,
      "children": [
        {
          "type": "data",
          "source": "customer",
          "children": [
            {
              "id": "accountTabs",
              "type": "tabs",
              "label": "pages.account",
              "tabs": [
                {
                  "id": "personal",
                  "label": "account.personalData",
                  "children": [
                    {
                      "type": "form",
                      "form": "account-personal",
                      "submit": "saveCustomer"
                    },
                    {
                      "type": "widget",
                      "name": "customFields"
                    }
                  ]
                },
                {
                  "id": "address",
                  "label": "account.address",
                  "children": [
                    {
                      "type": "form",
                      "form": "account-address",
                      "submit": "saveCustomer"
                    }
                  ]
                },
                {
                  "id": "cards",
                  "label": "account.creditCards",
                  "children": [
                    {
                      "type": "widget",
                      "name": "savedCards"
                    }
                  ]
                },
                {
                  "id": "notifications",
                  "label": "notifications.title",
                  "children": [
                    {
                      "type": "widget",
                      "name": "pushNotifications"
                    }
                  ]
                },
                {
                  "id": "delete",
                  "label": "account.deleteAccount",
                  "children": [
                    {
                      "type": "widget",
                      "name": "deleteAccount"
                    }
                  ]
                }
              ]
            }
          ]
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/activate-account.json
({
  "title": "pages.activateAccount",
  "body": [
    {
      "type": "section",
      "title": "pages.activateAccount",
      "headingLevel": 1,
      "children": [
        {
          "type": "data",
          "source": "activateAccount",
          "children": [
            {
              "type": "text",
              "text": "auth.activationCompleted",
              "as": "p",
              "when": {
                "not": {
                  "field": "alreadyActive"
                }
              }
            },
            {
              "type": "text",
              "text": "auth.accountAlreadyActive",
              "as": "p",
              "when": {
                "field": "alreadyActive"
              }
            },
            {
              "type": "widget",
              "name": "openLoginAfter",
              "options": {
                "delayMs": 1000,
                "returnPath": "/"
              }
            }
          ]
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/activity.json
({
  "title": "pages.activity",
  "body": [
    {
      "type": "widget",
      "name": "activityPage"
    }
  ]
}) satisfies PageFile;

// manifest/pages/auto-login.json
({
  "title": "pages.autoLogin",
  "body": [
    {
      "type": "section",
      "title": "pages.autoLogin",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "autoLogin",
          "options": {
            "delayMs": 1000
          }
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/blog.json
({
  "title": "pages.blog",
  "body": [
    {
      "type": "section",
      "title": "pages.blog",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "blogList",
          "options": {
            "pageSize": 30,
            "pageButtons": 4,
            "excerptLength": 100
          }
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/booking-join.json
({
  "title": "pages.bookingJoin",
  "body": [
    {
      "type": "section",
      "title": "pages.bookingJoin",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "bookingJoin"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/booking-results.json
({
  "title": "pages.bookingResults",
  "body": [
    {
      "type": "section",
      "title": "pages.bookingResults",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "bookingResults"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/booking-types.json
({
  "title": "pages.bookingTypes",
  "body": [
    {
      "type": "section",
      "title": "pages.bookingTypes",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "bookingTypesList"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/booking-visual.json
({
  "title": "pages.bookingVisual",
  "body": [
    {
      "type": "section",
      "title": "pages.bookingVisual",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "floorMap"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/bookings-by-place.json
({
  "title": "pages.bookingsByPlace",
  "body": [
    {
      "id": "byPlace",
      "type": "section",
      "children": [
        {
          "type": "text",
          "as": "h1",
          "text": "pages.bookingsByPlaceMatches",
          "when": {
            "all": [
              {
                "query": "matches"
              },
              {
                "not": {
                  "query": "school"
                }
              },
              {
                "not": {
                  "query": "events"
                }
              }
            ]
          }
        },
        {
          "type": "text",
          "as": "h1",
          "text": "pages.bookingsByPlaceClasses",
          "when": {
            "all": [
              {
                "query": "school"
              },
              {
                "not": {
                  "query": "matches"
                }
              },
              {
                "not": {
                  "query": "events"
                }
              }
            ]
          }
        },
        {
          "type": "text",
          "as": "h1",
          "text": "pages.bookingsByPlaceEvents",
          "when": {
            "all": [
              {
                "query": "events"
              },
              {
                "not": {
                  "query": "matches"
                }
              },
              {
                "not": {
                  "query": "school"
                }
              }
            ]
          }
        },
        {
          "type": "text",
          "as": "h1",
          "text": "pages.bookingsByPlace",
          "when": {
            "not": {
              "any": [
                {
                  "all": [
                    {
                      "query": "matches"
                    },
                    {
                      "not": {
                        "query": "school"
                      }
                    },
                    {
                      "not": {
                        "query": "events"
                      }
                    }
                  ]
                },
                {
                  "all": [
                    {
                      "query": "school"
                    },
                    {
                      "not": {
                        "query": "matches"
                      }
                    },
                    {
                      "not": {
                        "query": "events"
                      }
                    }
                  ]
                },
                {
                  "all": [
                    {
                      "query": "events"
                    },
                    {
                      "not": {
                        "query": "matches"
                      }
                    },
                    {
                      "not": {
                        "query": "school"
                      }
                    }
                  ]
                }
              ]
            }
          }
        },
        {
          "type": "widget",
          "name": "byPlaceList"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/bookings.json
({
  "title": "pages.bookings",
  "body": [
    {
      "type": "section",
      "title": "pages.bookings",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "bookingPage"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/change-password.json
({
  "title": "pages.changePassword",
  "body": [
    {
      "type": "section",
      "title": "pages.changePassword",
      "headingLevel": 1,
      "children": [
        {
          "type": "form",
          "form": "change-password",
          "submit": "changePassword"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/checkout-booking.json
({
  "title": "pages.checkoutBooking",
  "body": [
    {
      "type": "section",
      "title": "pages.checkoutBooking",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "checkoutBooking"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/checkout.json
({
  "title": "pages.checkout",
  "body": [
    {
      "type": "widget",
      "name": "checkout"
    }
  ]
}) satisfies PageFile;

// manifest/pages/clean-checkout.json
({
  "title": "pages.checkout",
  "body": [
    {
      "type": "widget",
      "name": "checkout",
      "options": {
        "clean": true
      }
    }
  ]
}) satisfies PageFile;

// manifest/pages/clean-product.json
({
  "title": "pages.product",
  "body": [
    {
      "type": "widget",
      "name": "productDetail",
      "options": {
        "clean": true
      }
    }
  ]
}) satisfies PageFile;

// manifest/pages/clean-shop.json
({
  "title": "pages.shop",
  "body": [
    {
      "type": "section",
      "title": "pages.shop",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "shopList",
          "options": {
            "clean": true
          }
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/club-settings.json
({
  "title": "pages.clubSettings",
  "body": [
    {
      "type": "section",
      "title": "pages.clubSettings",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "clubSettings"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/confirm-email.json
({
  "title": "pages.confirmEmail",
  "body": [
    {
      "type": "section",
      "title": "pages.confirmEmail",
      "headingLevel": 1,
      "children": [
        {
          "type": "data",
          "source": "confirmEmail",
          "children": [
            {
              "type": "text",
              "text": "account.emailConfirmed",
              "as": "p"
            }
          ]
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/customer-bookings.json
({
  "title": "pages.customerBookings",
  "body": [
    {
      "type": "section",
      "title": "pages.customerBookings",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "customerBookings"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/customer-comms.json
({
  "title": "pages.communications",
  "body": [
    {
      "type": "section",
      "title": "pages.communications",
      "headingLevel": 1,
      "children": [
        {
          "type": "data",
          "source": "customerComms",
          "children": [
            {
              "id": "comms",
              "type": "accordion",
              "panels": [
                {
                  "id": "emails",
                  "title": "comms.emails",
                  "initiallyOpen": true,
                  "children": [
                    {
                      "id": "emailList",
                      "type": "list",
                      "bind": "emails",
                      "emptyText": "comms.noEmails",
                      "item": [
                        {
                          "type": "link",
                          "to": "/customer-comms/emails/{id}",
                          "field": "subject"
                        },
                        {
                          "type": "link",
                          "when": {
                            "not": {
                              "field": "subject"
                            }
                          },
                          "to": "/customer-comms/emails/{id}",
                          "text": "comms.noSubject"
                        },
                        {
                          "type": "text",
                          "field": "created",
                          "format": "dateTime",
                          "as": "span"
                        }
                      ]
                    }
                  ]
                },
                {
                  "id": "sms",
                  "title": "comms.sms",
                  "initiallyOpen": true,
                  "children": [
                    {
                      "type": "list",
                      "bind": "smss",
                      "emptyText": "comms.noSms",
                      "item": [
                        {
                          "type": "text",
                          "field": "body",
                          "as": "p"
                        },
                        {
                          "id": "createdAt",
                          "type": "text",
                          "field": "created",
                          "format": "dateTime",
                          "as": "span"
                        }
                      ]
                    }
                  ]
                }
              ]
            }
          ]
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/customer-email.json
({
  "title": "pages.communications",
  "body": [
    {
      "type": "data",
      "source": "customerEmail",
      "children": [
        {
          "type": "text",
          "field": "subject",
          "as": "h1"
        },
        {
          "type": "text",
          "when": {
            "not": {
              "field": "subject"
            }
          },
          "text": "comms.noSubject",
          "as": "h1"
        },
        {
          "type": "text",
          "field": "created",
          "format": "dateTime",
          "as": "p"
        },
        {
          "type": "html",
          "field": "body"
        },
        {
          "type": "link",
          "to": "/customer-comms",
          "text": "comms.back",
          "appearance": "button"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/customer-fees.json
({
  "title": "pages.fees",
  "body": [
    {
      "type": "section",
      "title": "pages.fees",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "customerFees"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/customer-order.json
({
  "title": "pages.order",
  "body": [
    {
      "type": "data",
      "source": "customerOrder",
      "children": [
        {
          "type": "text",
          "text": "orders.numbered",
          "as": "h1"
        },
        {
          "type": "widget",
          "name": "orderDetail"
        },
        {
          "type": "widget",
          "name": "orderRefunds",
          "when": {
            "field": "refunds"
          }
        },
        {
          "type": "link",
          "to": "/customer-orders",
          "text": "orders.back",
          "appearance": "button"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/customer-orders.json
({
  "title": "pages.orders",
  "body": [
    {
      "type": "section",
      "title": "pages.orders",
      "headingLevel": 1,
      "children": [
        {
          "type": "data",
          "source": "customerOrders",
          "children": [
            {
              "type": "list",
              "bind": "orders",
              "emptyText": "orders.empty",
              "emptyAction": {
                "to": "/shop",
                "text": "orders.emptyAction"
              },
              "item": [
                {
                  "type": "link",
                  "to": "/customer-orders/{id}",
                  "text": "orders.numbered"
                },
                {
                  "type": "text",
                  "field": "date",
                  "format": "dateTime",
                  "as": "span"
                },
                {
                  "type": "text",
                  "field": "paymentMethod",
                  "as": "span"
                },
                {
                  "type": "list",
                  "bind": "items",
                  "emptyText": "orders.noLines",
                  "item": [
                    {
                      "type": "image",
                      "field": "logoUrl",
                      "appearance": "thumbnail"
                    },
                    {
                      "type": "text",
                      "field": "name",
                      "as": "span"
                    }
                  ]
                },
                {
                  "type": "widget",
                  "name": "orderRefunds",
                  "when": {
                    "field": "refunds"
                  }
                }
              ],
              "aside": [
                {
                  "type": "text",
                  "field": "total",
                  "format": "money",
                  "as": "strong"
                },
                {
                  "type": "badge",
                  "text": "orders.statePaid",
                  "status": "paid",
                  "when": {
                    "field": "state",
                    "equals": "Paid"
                  }
                },
                {
                  "type": "badge",
                  "text": "orders.statePending",
                  "status": "pending",
                  "when": {
                    "field": "state",
                    "equals": "Pending"
                  }
                },
                {
                  "type": "badge",
                  "text": "orders.stateRefunded",
                  "status": "cancelled",
                  "when": {
                    "field": "state",
                    "equals": "Refunded"
                  }
                },
                {
                  "type": "badge",
                  "text": "orders.statePartlyRefunded",
                  "status": "info",
                  "when": {
                    "field": "state",
                    "equals": "PartlyRefunded"
                  }
                },
                {
                  "type": "badge",
                  "text": "orders.online",
                  "status": "info",
                  "when": {
                    "field": "online"
                  }
                },
                {
                  "type": "badge",
                  "text": "orders.atClub",
                  "status": "neutral",
                  "when": {
                    "not": {
                      "field": "online"
                    }
                  }
                }
              ]
            }
          ]
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/customer-vouchers.json
({
  "title": "pages.vouchers",
  "body": [
    {
      "type": "section",
      "title": "vouchers.title",
      "headingLevel": 1,
      "children": [
        {
          "type": "data",
          "source": "customerVouchers",
          "children": [
            {
              "type": "accordion",
              "bind": "active",
              "emptyText": "vouchers.empty",
              "emptyAction": {
                "to": "/#vouchers",
                "text": "vouchers.emptyAction"
              },
              "panel": {
                "titleField": "description",
                "summary": {
                  "label": "vouchers.balance",
                  "field": "balance",
                  "format": "money"
                },
                "children": [
                  {
                    "type": "table",
                    "bind": "movements",
                    "caption": "vouchers.movements",
                    "columns": [
                      {
                        "field": "created",
                        "header": "vouchers.date",
                        "format": "dateTime"
                      },
                      {
                        "field": "amount",
                        "header": "vouchers.amount",
                        "format": "money",
                        "toneBySign": true
                      },
                      {
                        "field": "previousAmount",
                        "header": "vouchers.previous",
                        "format": "money"
                      },
                      {
                        "field": "current",
                        "header": "vouchers.current",
                        "format": "money"
                      }
                    ]
                  }
                ]
              }
            }
          ]
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/debts.json
({
  "title": "pages.debts",
  "body": [
    {
      "type": "section",
      "title": "pages.debts",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "debts"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/home.json
({
  "title": "pages.home",
  "body": [
    {
      "id": "sections",
      "type": "homeSections"
    }
  ]
}) satisfies PageFile;

// manifest/pages/invoice-download.json
({
  "title": "pages.invoice",
  "body": [
    {
      "type": "section",
      "title": "pages.invoice",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "documentDownload",
          "options": {
            "document": "invoice"
          }
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/legal-cookies.json
({
  "title": "legal.cookies",
  "body": [
    {
      "type": "section",
      "title": "legal.cookies",
      "headingLevel": 1,
      "children": [
        {
          "type": "data",
          "source": "legalSettings",
          "onFailure": "log",
          "children": [
            {
              "type": "html",
              "field": "cookiesPolicy",
              "omitLeadingHeading": true
            }
          ]
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/legal-general-conditions.json
({
  "title": "legal.generalConditions",
  "body": [
    {
      "type": "section",
      "title": "legal.generalConditions",
      "headingLevel": 1,
      "children": [
        {
          "type": "data",
          "source": "legalSettings",
          "onFailure": "log",
          "children": [
            {
              "type": "html",
              "field": "generalConditions",
              "omitLeadingHeading": true
            }
          ]
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/legal-privacy.json
({
  "title": "legal.privacy",
  "body": [
    {
      "type": "section",
      "title": "legal.privacy",
      "headingLevel": 1,
      "children": [
        {
          "type": "data",
          "source": "legalSettings",
          "onFailure": "log",
          "children": [
            {
              "type": "html",
              "field": "privacyPolicyFull",
              "omitLeadingHeading": true
            }
          ]
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/legal-waiver.json
({
  "title": "legal.waiver",
  "body": [
    {
      "type": "section",
      "title": "legal.waiver",
      "headingLevel": 1,
      "children": [
        {
          "type": "data",
          "source": "legalSettings",
          "onFailure": "log",
          "children": [
            {
              "type": "html",
              "field": "waiver",
              "omitLeadingHeading": true
            }
          ]
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/level-provider-link.json
({
  "title": "pages.levels",
  "body": [
    {
      "type": "section",
      "title": "levels.linkTitle",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "levelProviderLink"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/levels.json
({
  "title": "pages.levels",
  "body": [
    {
      "type": "section",
      "title": "pages.levels",
      "headingLevel": 1,
      "children": [
        {
          "type": "data",
          "source": "customerLevels",
          "children": [
            {
              "type": "accordion",
              "when": {
                "field": "linkUrl"
              },
              "bind": "entries",
              "emptyText": "levels.linkPrompt",
              "emptyAction": {
                "hrefField": "linkUrl",
                "text": "levels.linkAccount"
              },
              "panel": {
                "title": "levels.entryTitle",
                "summary": {
                  "label": "levels.current",
                  "field": "currentLevel",
                  "format": "decimal1"
                },
                "children": [
                  {
                    "type": "table",
                    "bind": "levels",
                    "caption": "levels.history",
                    "columns": [
                      {
                        "field": "comments",
                        "header": "levels.comments"
                      },
                      {
                        "field": "date",
                        "header": "levels.date",
                        "format": "dateTime"
                      },
                      {
                        "field": "parentId",
                        "header": "levels.match",
                        "link": {
                          "to": "/booking-join/{parentId}",
                          "text": "levels.viewMatch"
                        }
                      },
                      {
                        "field": "modification",
                        "header": "levels.modification",
                        "format": "signedDecimal2",
                        "toneBySign": true
                      },
                      {
                        "field": "newLevel",
                        "header": "levels.newLevel",
                        "format": "decimal2"
                      }
                    ]
                  }
                ]
              }
            },
            {
              "id": "unlinkedEntries",
              "type": "accordion",
              "when": {
                "not": {
                  "field": "linkUrl"
                }
              },
              "bind": "entries",
              "emptyText": "levels.noLevel",
              "panel": {
                "title": "levels.entryTitle",
                "summary": {
                  "label": "levels.current",
                  "field": "currentLevel",
                  "format": "decimal1"
                },
                "children": [
                  {
                    "id": "unlinkedLevels",
                    "type": "table",
                    "bind": "levels",
                    "caption": "levels.history",
                    "columns": [
                      {
                        "id": "unlinkedComments",
                        "field": "comments",
                        "header": "levels.comments"
                      },
                      {
                        "id": "unlinkedDate",
                        "field": "date",
                        "header": "levels.date",
                        "format": "dateTime"
                      },
                      {
                        "id": "unlinkedMatch",
                        "field": "parentId",
                        "header": "levels.match",
                        "link": {
                          "to": "/booking-join/{parentId}",
                          "text": "levels.viewMatch"
                        }
                      },
                      {
                        "id": "unlinkedModification",
                        "field": "modification",
                        "header": "levels.modification",
                        "format": "signedDecimal2",
                        "toneBySign": true
                      },
                      {
                        "id": "unlinkedNewLevel",
                        "field": "newLevel",
                        "header": "levels.newLevel",
                        "format": "decimal2"
                      }
                    ]
                  }
                ]
              }
            }
          ]
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/link-account.json
({
  "title": "pages.linkAccount",
  "body": [
    {
      "type": "section",
      "title": "pages.linkAccount",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "clubLogo"
        },
        {
          "type": "form",
          "form": "login",
          "submit": "linkAccount",
          "when": {
            "query": "token"
          }
        },
        {
          "type": "widget",
          "name": "stateMessage",
          "options": {
            "tone": "error",
            "title": "auth.wrongQueryString",
            "text": "auth.wrongQueryStringHelp",
            "actions": [
              {
                "to": "/",
                "text": "ui.goHome"
              }
            ]
          },
          "when": {
            "not": {
              "query": "token"
            }
          }
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/locations.json
({
  "title": "pages.locations",
  "body": [
    {
      "type": "section",
      "title": "pages.locations",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "relatedClubs"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/not-found.json
({
  "title": "pages.notFound",
  "body": [
    {
      "type": "section",
      "title": "pages.notFound",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "stateMessage",
          "options": {
            "tone": "error",
            "title": "notFound.message",
            "actions": [
              {
                "to": "/",
                "text": "notFound.home"
              }
            ]
          }
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/password-changed.json
({
  "title": "pages.passwordChanged",
  "body": [
    {
      "type": "widget",
      "name": "clearCartOnLoad"
    },
    {
      "id": "actions",
      "type": "section",
      "children": [
        {
          "type": "text",
          "text": "passwordChanged.message",
          "as": "h1"
        },
        {
          "type": "widget",
          "name": "loginButton",
          "options": {
            "returnPath": "/"
          }
        }
      ]
    },
    {
      "type": "widget",
      "name": "popularProducts"
    }
  ]
}) satisfies PageFile;

// manifest/pages/payment-ko.json
({
  "title": "pages.paymentKo",
  "body": [
    {
      "type": "widget",
      "name": "paymentResult",
      "options": {
        "outcome": "ko"
      }
    },
    {
      "type": "widget",
      "name": "popularProducts"
    }
  ]
}) satisfies PageFile;

// manifest/pages/payment-ok.json
({
  "title": "pages.paymentOk",
  "body": [
    {
      "type": "widget",
      "name": "clearCartOnLoad"
    },
    {
      "type": "widget",
      "name": "postToParent",
      "options": {
        "message": "payment_ok"
      }
    },
    {
      "type": "widget",
      "name": "scrollToTop",
      "options": {
        "delayMs": 500
      }
    },
    {
      "type": "widget",
      "name": "paymentResult",
      "options": {
        "outcome": "ok"
      }
    },
    {
      "type": "widget",
      "name": "popularProducts"
    }
  ]
}) satisfies PageFile;

// manifest/pages/payment-return.json
({
  "title": "pages.paymentProcessing",
  "body": [
    {
      "type": "widget",
      "name": "paymentReturn"
    }
  ]
}) satisfies PageFile;

// manifest/pages/post.json
({
  "title": "pages.blog",
  "body": [
    {
      "type": "data",
      "source": "post",
      "children": [
        {
          "type": "text",
          "field": "title",
          "as": "h1"
        },
        {
          "type": "widget",
          "name": "pageTitle",
          "options": {
            "field": "title"
          }
        },
        {
          "type": "text",
          "field": "smalText",
          "as": "p"
        },
        {
          "type": "text",
          "text": "blog.byline",
          "as": "p"
        },
        {
          "type": "image",
          "field": "imageUrl",
          "appearance": "full"
        },
        {
          "type": "html",
          "field": "text",
          "headingField": "title"
        },
        {
          "type": "widget",
          "name": "shareLinks"
        }
      ]
    },
    {
      "type": "section",
      "title": "blog.popularPosts",
      "children": [
        {
          "type": "data",
          "source": "popularPosts",
          "children": [
            {
              "type": "list",
              "bind": "posts",
              "emptyText": "blog.noPosts",
              "item": [
                {
                  "id": "relatedImage",
                  "type": "image",
                  "field": "imageUrl",
                  "appearance": "thumbnail"
                },
                {
                  "id": "relatedTitle",
                  "type": "link",
                  "to": "/post/{id}",
                  "field": "title"
                }
              ]
            }
          ]
        }
      ]
    },
    {
      "type": "link",
      "to": "/blog",
      "text": "blog.back",
      "appearance": "button"
    }
  ]
}) satisfies PageFile;

// manifest/pages/product.json
({
  "title": "pages.product",
  "body": [
    {
      "type": "widget",
      "name": "productDetail"
    }
  ]
}) satisfies PageFile;

// manifest/pages/public-booking.json
({
  "title": "pages.publicBooking",
  "body": [
    {
      "type": "section",
      "title": "pages.publicBooking",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "customerBookings",
          "options": {
            "public": true
          }
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/reset-password.json
({
  "title": "pages.resetPassword",
  "body": [
    {
      "type": "section",
      "title": "pages.resetPassword",
      "headingLevel": 1,
      "children": [
        {
          "type": "form",
          "form": "reset-password",
          "submit": "resetPassword"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/shop.json
({
  "title": "pages.shop",
  "body": [
    {
      "type": "section",
      "title": "pages.shop",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "shopList"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/ticket-download.json
({
  "title": "pages.ticket",
  "body": [
    {
      "type": "section",
      "title": "pages.ticket",
      "headingLevel": 1,
      "children": [
        {
          "type": "widget",
          "name": "documentDownload",
          "options": {
            "document": "ticket"
          }
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/training.json
({
  "title": "pages.training",
  "body": [
    {
      "type": "data",
      "source": "customerTraining",
      "onFailure": "log",
      "children": [
        {
          "type": "text",
          "field": "title",
          "as": "h1"
        },
        {
          "type": "widget",
          "name": "pageTitle",
          "options": {
            "field": "title"
          }
        },
        {
          "type": "text",
          "text": "trainings.heading",
          "as": "p"
        },
        {
          "type": "tabs",
          "label": "pages.training",
          "tabs": [
            {
              "id": "info",
              "label": "trainings.info",
              "children": [
                {
                  "id": "details",
                  "type": "detail",
                  "fields": [
                    {
                      "label": "trainings.description",
                      "field": "description",
                      "when": {
                        "field": "description"
                      }
                    },
                    {
                      "label": "trainings.presented",
                      "field": "presented",
                      "when": {
                        "field": "presented"
                      }
                    },
                    {
                      "label": "trainings.publicComments",
                      "field": "publicComments",
                      "when": {
                        "field": "publicComments"
                      }
                    }
                  ]
                }
              ]
            },
            {
              "id": "gallery",
              "label": "trainings.gallery",
              "children": [
                {
                  "id": "galleryList",
                  "type": "list",
                  "bind": "gallery",
                  "emptyText": "trainings.noImages",
                  "item": [
                    {
                      "type": "image",
                      "field": "src",
                      "altField": "name",
                      "appearance": "full"
                    }
                  ]
                }
              ]
            },
            {
              "id": "videos",
              "label": "trainings.videos",
              "children": [
                {
                  "type": "widget",
                  "name": "trainingVideos"
                }
              ]
            },
            {
              "id": "files",
              "label": "trainings.files",
              "children": [
                {
                  "id": "fileTable",
                  "type": "table",
                  "bind": "files",
                  "caption": "trainings.files",
                  "emptyText": "trainings.noFiles",
                  "columns": [
                    {
                      "field": "fileName",
                      "header": "trainings.file",
                      "hrefField": "href"
                    },
                    {
                      "id": "fileTitle",
                      "field": "title",
                      "header": "trainings.description"
                    }
                  ]
                }
              ]
            }
          ]
        },
        {
          "type": "link",
          "to": "/trainings",
          "text": "trainings.back"
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/pages/trainings.json
({
  "title": "pages.trainings",
  "body": [
    {
      "type": "section",
      "title": "pages.trainings",
      "headingLevel": 1,
      "children": [
        {
          "type": "data",
          "source": "customerTrainings",
          "onFailure": "log",
          "children": [
            {
              "id": "trainings",
              "type": "accordion",
              "panels": [
                {
                  "id": "next",
                  "title": "trainings.next",
                  "initiallyOpen": true,
                  "children": [
                    {
                      "id": "nextList",
                      "type": "list",
                      "bind": "next",
                      "emptyText": "trainings.noNext",
                      "emptyAction": {
                        "to": "/bookingtypes?school=true",
                        "text": "trainings.emptyAction"
                      },
                      "item": [
                        {
                          "type": "link",
                          "to": "/trainings/{id}",
                          "field": "title"
                        },
                        {
                          "type": "text",
                          "field": "start",
                          "format": "dateTime",
                          "as": "span"
                        }
                      ]
                    }
                  ]
                },
                {
                  "id": "past",
                  "title": "trainings.past",
                  "children": [
                    {
                      "id": "pastList",
                      "type": "list",
                      "bind": "past",
                      "emptyText": "trainings.noPast",
                      "item": [
                        {
                          "id": "pastTitle",
                          "type": "link",
                          "to": "/trainings/{id}",
                          "field": "title"
                        },
                        {
                          "id": "pastStart",
                          "type": "text",
                          "field": "start",
                          "format": "dateTime",
                          "as": "span"
                        }
                      ]
                    }
                  ]
                }
              ]
            }
          ]
        }
      ]
    }
  ]
}) satisfies PageFile;

// manifest/routes.json
({
  "routes": [
    {
      "path": "/",
      "access": "public",
      "layout": "insecure",
      "page": "home",
      "serverRender": true
    },
    {
      "path": "/changePass",
      "access": "login",
      "layout": "secure",
      "page": "change-password"
    },
    {
      "path": "/customer/reset-password/:token",
      "access": "public",
      "layout": "insecure",
      "page": "reset-password",
      "crawl": false
    },
    {
      "path": "/passReset/ok/",
      "access": "public",
      "layout": "insecure",
      "page": "password-changed"
    },
    {
      "path": "/customer/activate/:token",
      "access": "public",
      "layout": "insecure",
      "page": "activate-account",
      "crawl": false
    },
    {
      "path": "/customer/confirm-email/:token",
      "access": "public",
      "layout": "insecure",
      "page": "confirm-email",
      "crawl": false
    },
    {
      "path": "/auto-login",
      "access": "public",
      "layout": "clean",
      "page": "auto-login",
      "crawl": false
    },
    {
      "path": "/link-account",
      "access": "public",
      "layout": "secure",
      "page": "link-account",
      "crawl": false
    },
    {
      "path": "/account",
      "access": "login",
      "layout": "secure",
      "page": "account"
    },
    {
      "path": "/customer-vouchers",
      "access": "login",
      "layout": "secure",
      "page": "customer-vouchers"
    },
    {
      "path": "/customer-comms",
      "access": "login",
      "layout": "secure",
      "page": "customer-comms"
    },
    {
      "path": "/customer-comms/emails/:id",
      "access": "login",
      "layout": "secure",
      "page": "customer-email"
    },
    {
      "path": "/customer-orders",
      "access": "login",
      "layout": "secure",
      "page": "customer-orders"
    },
    {
      "path": "/customer-orders/:id",
      "access": "login",
      "layout": "secure",
      "page": "customer-order"
    },
    {
      "path": "/debts",
      "access": "login",
      "layout": "secure",
      "page": "debts"
    },
    {
      "path": "/customer-fees",
      "access": "login",
      "layout": "secure",
      "page": "customer-fees"
    },
    {
      "path": "/trainings",
      "access": "login",
      "layout": "secure",
      "page": "trainings"
    },
    {
      "path": "/trainings/:id",
      "access": "login",
      "layout": "secure",
      "page": "training"
    },
    {
      "path": "/levels",
      "access": "login",
      "layout": "secure",
      "page": "levels",
      "name": "levels"
    },
    {
      "path": "/club-settings",
      "access": "login",
      "layout": "secure",
      "page": "club-settings",
      "name": "clubSettings",
      "crawl": false
    },
    {
      "path": "/levels/link-to-provider/:provider",
      "access": "login",
      "layout": "secure",
      "page": "level-provider-link",
      "crawl": false
    },
    {
      "path": "/locations",
      "access": "public",
      "layout": "insecure",
      "page": "locations"
    },
    {
      "path": "/publictickets/:token",
      "access": "public",
      "layout": "secure",
      "page": "ticket-download",
      "crawl": false
    },
    {
      "path": "/publicinvoices/:token",
      "access": "public",
      "layout": "secure",
      "page": "invoice-download",
      "crawl": false
    },
    {
      "path": "/404-page.html",
      "access": "public",
      "layout": "clean",
      "page": "not-found",
      "crawl": false
    },
    {
      "path": "/bookingtypes",
      "access": "public",
      "layout": "insecure",
      "page": "booking-types",
      "name": "bookingtypes",
      "serverRender": true
    },
    {
      "path": "/bookings/:bookingTypeId?",
      "access": "public",
      "layout": "insecure",
      "page": "bookings",
      "serverRender": true
    },
    {
      "path": "/bookings-byplace/:bookingTypeId?",
      "access": "public",
      "layout": "insecure",
      "page": "bookings-by-place"
    },
    {
      "path": "/booking-visual/:bookingId/:templateId",
      "access": "login",
      "layout": "insecure",
      "page": "booking-visual"
    },
    {
      "path": "/booking-join/:bookingId",
      "access": "public",
      "layout": "insecure",
      "page": "booking-join",
      "serverRender": true
    },
    {
      "path": "/booking-results/:bookingId?",
      "access": "login",
      "layout": "insecure",
      "page": "booking-results"
    },
    {
      "path": "/checkout-booking",
      "access": "public",
      "layout": "insecure",
      "page": "checkout-booking"
    },
    {
      "path": "/customer-bookings",
      "access": "login",
      "layout": "secure",
      "page": "customer-bookings"
    },
    {
      "path": "/booking/:bookingToken",
      "access": "public",
      "layout": "insecure",
      "page": "public-booking",
      "crawl": false
    },
    {
      "path": "/activity/:id",
      "access": "public",
      "layout": "insecure",
      "page": "activity",
      "serverRender": true
    },
    {
      "path": "/shop",
      "access": "public",
      "layout": "insecure",
      "page": "shop",
      "serverRender": true
    },
    {
      "path": "/shop/:id",
      "access": "public",
      "layout": "insecure",
      "page": "product",
      "serverRender": true
    },
    {
      "path": "/taykus-shop",
      "access": "login",
      "layout": "clean",
      "page": "clean-shop"
    },
    {
      "path": "/taykus-shop/:id",
      "access": "login",
      "layout": "clean",
      "page": "clean-product"
    },
    {
      "path": "/taykus-shop-checkout",
      "access": "login",
      "layout": "clean",
      "page": "clean-checkout"
    },
    {
      "path": "/checkout",
      "access": "public",
      "layout": "insecure",
      "page": "checkout"
    },
    {
      "path": "/cz/ok",
      "access": "public",
      "layout": "insecure",
      "page": "payment-ok",
      "crawl": false
    },
    {
      "path": "/cz/ko",
      "access": "public",
      "layout": "insecure",
      "page": "payment-ko",
      "crawl": false
    },
    {
      "path": "/netpay-callback/",
      "access": "public",
      "layout": "insecure",
      "page": "payment-return",
      "crawl": false
    },
    {
      "path": "/stripe-callback/",
      "access": "public",
      "layout": "insecure",
      "page": "payment-return",
      "crawl": false
    },
    {
      "path": "/razorpay-callback/",
      "access": "public",
      "layout": "insecure",
      "page": "payment-return",
      "crawl": false
    },
    {
      "path": "/blog",
      "access": "public",
      "layout": "insecure",
      "page": "blog",
      "serverRender": true
    },
    {
      "path": "/post/:id",
      "access": "public",
      "layout": "insecure",
      "page": "post",
      "serverRender": true
    },
    {
      "path": "/generalConditions",
      "access": "public",
      "layout": "insecure",
      "page": "legal-general-conditions",
      "serverRender": true
    },
    {
      "path": "/waiver",
      "access": "public",
      "layout": "insecure",
      "page": "legal-waiver",
      "serverRender": true
    },
    {
      "path": "/privacy",
      "access": "public",
      "layout": "insecure",
      "page": "legal-privacy",
      "serverRender": true
    },
    {
      "path": "/cookies",
      "access": "public",
      "layout": "insecure",
      "page": "legal-cookies",
      "serverRender": true
    }
  ]
}) satisfies RoutesFile;
