import type { MessageCatalogue } from './en.ts';

/** Ukrainian: polite «ви» throughout. */
export const uk: MessageCatalogue = {
  // Validation (spec §5)
  emailRequired: 'Адреса електронної пошти обов’язкова',
  emailInvalid: 'Будь ласка, введіть дійсну адресу електронної пошти',
  passwordRequired: 'Пароль обов’язковий',
  passwordRule:
    'Пароль має містити щонайменше 8 символів, зокрема одну велику літеру, один спеціальний символ і щонайменше одну цифру',
  passwordTooLong: 'Пароль має містити не більше ніж 128 символів',
  passwordCommon:
    'Цей пароль надто легко вгадати: це один із найпоширеніших паролів або його ледь змінений варіант. Будь ласка, виберіть інший',
  passwordServiceWord:
    'Цей пароль надто легко вгадати: він побудований на слові, пов’язаному з Resona, як-от «resona» або «дихання». Будь ласка, виберіть інший',
  passwordEmailPart:
    'Цей пароль надто легко вгадати: він побудований на вашій адресі електронної пошти. Будь ласка, виберіть інший',
  passwordPattern:
    'Цей пароль надто легко вгадати: він побудований на сусідніх клавішах клавіатури, повторенні, послідовності або даті. Будь ласка, виберіть інший',
  passwordCommonWord:
    'Цей пароль надто легко вгадати: він побудований на поширеному слові або імені. Будь ласка, виберіть інший',
  passwordGuessable:
    'Цей пароль надто легко вгадати. Будь ласка, виберіть довший: кілька не пов’язаних між собою слів утворюють надійний пароль',
  confirmPasswordRequired: 'Підтвердження пароля обов’язкове',
  passwordsMismatch: 'Паролі не збігаються',
  accessCodeRequired: 'Код доступу обов’язковий',
  accessCodeEmpty: 'Будь ласка, введіть код доступу',
  termsRequired: 'Будь ласка, прийміть Умови надання послуг і Політику конфіденційності.',
  meditationRequired: 'Поле «Медитація» обов’язкове',
  sessionSelectionRequired: 'Будь ласка, виберіть інформацію, наведену вище',
  fieldRequired: 'Це поле обов’язкове',
  fieldInvalid: 'Це значення недійсне',
  textControlCharacters: 'Цей текст містить недозволені символи',
  // Replies (spec §8)
  somethingWrong: 'Щось пішло не так',
  notFound: 'Не знайдено',
  pageNotFound: 'Сторінку не знайдено',
  noInternet: 'Немає з’єднання з інтернетом',
  unauthorized: 'Будь ласка, увійдіть, щоб продовжити',
  forbidden: 'У вас немає доступу до цього вмісту',
  heartDataConsentMissing: 'Дані про серце зберігаються лише після вашої згоди на їх збирання',
  userNotFound: 'Користувача не знайдено',
  invalidCredentials: 'Неправильна адреса електронної пошти або пароль',
  idempotencyKeyReused: 'Цей Idempotency-Key уже використано для іншого запиту',
  tooManyRequests: 'Забагато спроб. Будь ласка, зачекайте трохи й спробуйте ще раз',
  serverBusy: 'Сервер зараз перевантажений. Будь ласка, спробуйте ще раз за мить',
  notReady: 'Сервер ще не готовий. Будь ласка, спробуйте ще раз за мить',
  payloadTooLarge: 'Запит завеликий',
  unsupportedMediaType: 'Цей тип вмісту не підтримується',
  botCheckFailed: 'Не вдалося пройти перевірку безпеки. Будь ласка, спробуйте ще раз',
  invalidAccessCode: 'Цей код доступу недійсний',
  emailTaken: 'Обліковий запис із цією адресою електронної пошти вже існує',
  ageNotAllowed: 'На жаль, користуватися Resona можуть лише особи віком від {{minAge}} років',
  invalidToken: 'Це посилання недійсне. Будь ласка, запросіть нове',
  tokenExpired: 'Термін дії цього посилання минув. Будь ласка, запросіть нове',
  presurveyPending:
    'Будь ласка, спочатку заповніть анкету перед початком дослідження. Ми надіслали вам посилання на неї електронною поштою',
  loginSuccess: 'Вхід виконано успішно',
  socialLoginSuccess: 'Вхід через соціальну мережу виконано успішно',
  // Social sign-in (issue 9)
  socialSignInFailed: 'Не вдалося підтвердити вхід через {{provider}}. Спробуйте ще раз',
  socialEmailNotVerified:
    'Ваш обліковий запис {{provider}} не надав підтвердженої електронної адреси. Скористайтеся обліковим записом із підтвердженою адресою',
  socialEmailInUse:
    'Обліковий запис із цією електронною адресою вже існує. Увійдіть за допомогою електронної пошти та пароля',
  socialUnavailable: 'Вхід через {{provider}} недоступний',
  logoutSuccess: 'Ви успішно вийшли з облікового запису',
  signupSuccess:
    'Реєстрацію завершено. Будь ласка, підтвердьте свою адресу електронної пошти за посиланням, яке ми вам надіслали',
  verificationSent: 'Лист для підтвердження успішно надіслано',
  verificationSentRecently:
    'Лист для підтвердження щойно надіслано. Перевірте вхідні та папку «Спам» або спробуйте пізніше',
  verificationSentIfExists:
    'Якщо для цієї адреси існує обліковий запис, ми надіслали на неї лист для підтвердження',
  emailVerified: 'Адресу електронної пошти успішно підтверджено',
  pleaseVerify: 'Будь ласка, підтвердьте свою особу на своєму пристрої',
  resetSent:
    'Якщо для цієї адреси існує обліковий запис, ми надіслали на неї посилання для скидання пароля',
  passwordResetDone: 'Ваш пароль змінено. Будь ласка, увійдіть',
  accessCodeAccepted: 'Код доступу прийнято',
  surveyCompleted: 'Дякуємо, анкету заповнено',
  informationUpdated: 'Інформацію успішно оновлено',
  // Onboarding: survey, calibration, plans and payments, study surveys
  surveyUpdated: 'Анкету успішно оновлено',
  speedSaved: 'Темп дихання успішно збережено',
  speedNotAllowed: 'Будь ласка, виберіть один із темпів калібрування',
  // Phrased around the number so that fractional paces (4,5) need no plural agreement.
  calibrationPaceTitle: 'Частота дихання: {{speed}} за хвилину',
  trialAfterDays: 'через {{days}} днів',
  paymentsUnavailable:
    'Оплата карткою тимчасово недоступна через технічне обслуговування. Будь ласка, скористайтеся кодом доступу або спробуйте пізніше',
  planAlreadyActive: 'У вас уже є цей тарифний план',
  planSuspendedUntilTermEnd:
    'Цей тарифний план призупинено, і його не можна придбати знову до завершення поточного періоду',
  purchaseStarted: 'Будь ласка, підтвердьте оплату, щоб завершити покупку',
  purchaseSuccess:
    'Покупку успішно здійснено! Будь ласка, увійдіть після того, як отримаєте лист із підтвердженням',
  suspendSuccess: 'Підписку успішно призупинено! Будь ласка, дочекайтеся листа з підтвердженням',
  subscriptionNotSuspendable: 'Призупинити можна лише активну підписку',
  paymentProviderFailed:
    'Не вдалося зв’язатися з платіжним провайдером. Будь ласка, спробуйте пізніше',
  invalidSignature: 'Підпис недійсний',
  surveyAlreadySubmitted: 'Цю анкету вже надіслано',
  sandboxCheckoutTitle: 'Тестова оплата (пісочниця)',
  sandboxCheckoutNote: 'Це тестова сторінка оплати. Кошти не списуються.',
  sandboxApprove: 'Підтвердити',
  sandboxCancel: 'Скасувати',
  sandboxCheckoutClosed: 'Оплату завершено. Ви можете закрити цю сторінку.',
  pricePerMonth: '{{price}} дол. США на місяць',
  pricePerYear: '{{price}} дол. США на рік',
  // Mail
  mailVerifySubject: 'Підтвердьте свою адресу електронної пошти для Resona',
  mailVerifyBody:
    'Ласкаво просимо до Resona. Будь ласка, підтвердьте свою адресу електронної пошти, відкривши це посилання протягом 24 годин:',
  mailResetSubject: 'Скидання пароля до Resona',
  mailResetBody:
    'Хтось надіслав запит на скидання пароля вашого облікового запису Resona. Якщо це були не ви, просто проігноруйте цей лист. Інакше відкрийте це посилання протягом однієї години, щоб установити новий пароль:',
  mailPurchaseSubject: 'Вашу підписку на Resona активовано',
  mailPurchaseBody:
    'Дякуємо. Вашу підписку на тарифний план {{plan}} активовано. Будь ласка, увійдіть знову, щоб продовжити.',
  mailSuspendSubject: 'Вашу підписку на Resona призупинено',
  mailSuspendBody:
    'Вашу підписку на тарифний план {{plan}} призупинено. Доступ зберігається до {{date}}; подальші платежі не стягуватимуться.',
  mailSignature: 'Команда Resona',
  // Sessions: design, player, ratings and feedback (issue 4)
  favoriteAdded: 'Додано до обраного',
  favoriteRemoved: 'Видалено з обраного',
  exerciseLiked: 'Вам подобається ця вправа',
  exerciseDisliked: 'Вам не подобається ця вправа',
  likeCleared: 'Вашу оцінку «подобається» чи «не подобається» скасовано',
  defaultSaved: 'Ваш вибір сеансу збережено',
  ratingSaved: 'Дякуємо, вашу оцінку збережено',
  feedbackSaved: 'Дякуємо за ваш відгук',
  feedbackDeleted: 'Відгук успішно видалено',
  historySaved: 'Сеанс додано до вашої історії',
  noExercisesFound: 'Для цього вибору ще немає доступної вправи',
  ratingInvalid: 'Будь ласка, оберіть оцінку від 1 до 5',
  feedbackRequired: 'Будь ласка, напишіть ваш відгук',
  feedbackTooLong: 'Відгук має містити не більше 2000 символів',
  // The library: history, favourites, For You (issue 6)
  historyEmpty: 'У вашій історії ще немає сеансів',
  historyItemDeleted: 'Сеанс видалено з вашої історії',
  historyCleared: 'Історію вправ успішно очищено',
  allHistoryRemoved: 'Усю історію успішно видалено',
  favoritesEmpty: 'У вас ще немає обраного',
  favoritesCleared: 'Обране успішно видалено',
  programEmpty: 'Немає елементів із дійсною датою виконання.',
  noFeedback: 'Відгуків не знайдено',
  // Settings: account, language, password, support (issue 7)
  phoneInvalid: 'Будь ласка, введіть дійсний номер телефону',
  languageRequired: 'Будь ласка, оберіть мову',
  languageUpdated: 'Мову успішно змінено',
  oldPasswordRequired: 'Старий пароль обовʼязковий',
  oldPasswordWrong: 'Старий пароль не збігається',
  noPasswordToChange:
    'Цей обліковий запис входить через Google або Facebook і не має пароля, який можна змінити',
  passwordChanged: 'Пароль успішно змінено. На інших ваших пристроях виконано вихід',
  subjectRequired: 'Тема обовʼязкова',
  subjectOneLine: 'Тема має бути в одному рядку',
  subjectTooLong: 'Тема має містити не більше 200 символів',
  supportMessageRequired: 'Повідомлення обовʼязкове',
  supportMessageTooLong: 'Повідомлення має містити не більше 5000 символів',
  supportSent: 'Ваше повідомлення надіслано нашій службі підтримки',
  supportLimit:
    'Сьогодні ви вже надіслали максимальну кількість повідомлень у підтримку. Спробуйте знову завтра',
  // Settings: my data and invite friends (issue 7)
  accountDeleted: 'Обліковий запис успішно видалено',
  deletePasswordWrong: 'Пароль неправильний',
  invitationSent: 'Запрошення надіслано',
  inviteTooMany: 'Можна запросити щонайбільше 10 друзів за раз',
  inviteSelf: 'Ви не можете запросити самого себе',
  inviteDailyLimit:
    'Сьогодні ви вже надіслали максимальну кількість запрошень. Спробуйте ще раз завтра',
  mailInviteSubject: '{{email}} запрошує вас до Resona',
  mailInviteBody:
    '{{email}} користується Resona для керованого повільного дихання і хоче, щоб ви теж спробували. Створити обліковий запис можна тут:',
  mailInviteWhy:
    'Ви отримали цей лист, бо {{email}} ввів вашу адресу в Resona. Якщо вас це не цікавить, просто проігноруйте його.',
  // Early access from the promo pages (spec §7 User v2 early-access)
  earlyAccessNoted: 'Дякуємо. Ми напишемо вам, коли Resona відкриється.',
  mailEarlyAccessSubject: 'Ми повідомимо вас, коли Resona відкриється',
  mailEarlyAccessBody:
    'Дякуємо за інтерес до Resona — повільного ритмічного дихання для спокою та зосередженості. Ми напишемо вам один раз, коли Resona відкриється.',
  mailEarlyAccessWhy:
    'Ви отримали цей лист, бо цю адресу залишили на сайті Resona. Якщо це були не ви, просто проігноруйте його: ми більше не писатимемо.',
  // Reminders (settings issue 7, sent by issue 8)
  reminderUpdated: 'Нагадування успішно оновлено',
  reminderRemoved: 'Нагадування успішно видалено',
  reminderTimeRequired: 'Будь ласка, виберіть час нагадування',
  reminderTimeInvalid: 'Будь ласка, введіть час, наприклад 7:30 AM',
  reminderTimeStep: 'Час нагадування задається кроками по 15 хвилин',
  reminderTooMany: 'Можна встановити щонайбільше 8 нагадувань',
  timeZoneRequired: 'Не вказано часовий пояс',
  timeZoneInvalid: 'Цей часовий пояс невідомий',
  reminderNotificationTitle: 'Час дихати',
  reminderNotificationBody:
    'Ваша щоденна дихальна сесія чекає. Кілька повільних хвилин зараз допоможуть.',
  // Notifications and Web Push (issue 8)
  noNotification: 'Немає сповіщень',
  pushTurnedOn: 'Push-сповіщення увімкнено',
  pushTurnedOff: 'Push-сповіщення вимкнено',
  pushEndpointNotAllowed: 'Ця адреса push-сервісу не дозволена',
  pushEndpointTaken: 'Сповіщення цього браузера належать іншому обліковому запису',
  pushSubscribed: 'Цей пристрій отримуватиме сповіщення',
  pushUnsubscribed: 'Цей пристрій більше не отримуватиме сповіщень',
  // The researcher console (issue 10)
  adminCodesCreated: 'Створено кодів доступу: {{count}}',
  adminCodeRevoked: 'Код доступу відкликано',
  adminCohortCreated: 'Когорту створено',
  adminWhitelistUpdated: 'Білий список оновлено',
  adminProgramAssigned: 'Програму призначено',
  adminBroadcastSent: 'Повідомлення надіслано учасникам: {{count}}',
  adminSurveySaved: 'Анкету збережено як версію {{version}}',
  adminSurveyDuplicateId: 'Кожне запитання повинно мати власний ідентифікатор',
  adminParticipantNotFound: 'Немає учасника з такою адресою електронної пошти',
  adminCohortNameTaken: 'Когорта з такою назвою вже існує',
  adminCohortEitherOr: 'Виберіть наявну когорту або назвіть нову, але не обидва',
  adminCodeCountRange: 'Створюйте від 1 до 500 кодів за раз',
  adminUseLimitRange: 'Кількість використань коду має бути від 1 до 100000',
  adminExpiryPast: 'Цей термін дії вже минув; виберіть пізнішу дату',
  adminDateOrder: '«До» не може бути раніше за «Від»',
  adminSurveyUnchanged: 'Нічого не змінилося, тому нову версію не створено',
  adminSurveyQuestionId: 'Використайте від 1 до 64 малих латинських літер (a–z), цифр або _',
  adminSurveyChoices: 'Вкажіть від 2 до 20 варіантів',
  adminSurveyDuplicateChoice: 'Кожен варіант повинен мати власне значення',
  adminSurveyChoiceValueLong: 'Не більше 64 символів',
  adminSurveyMaxLength: 'Ціле число від 1 до 4000',
  adminSurveyNoQuestions: 'Додайте щонайменше одне запитання',
  adminSurveyTooManyQuestions: 'Не більше 50 запитань',
  adminSurveyTextLong: 'Не більше 2000 символів',
  // Support copies and study links
  ccOwnAddressOnly: 'Копію можна надіслати лише на вашу власну адресу',
  studyLinkMissing:
    'Будь ласка, відкрийте цю анкету за посиланням, яке ми надіслали вам електронною поштою',
  studyLinkInvalid: 'Це посилання на анкету недійсне або вже використане',
  studyLinkExpired:
    'Термін дії цього посилання на анкету минув. Увійдіть до Resona, і ми надішлемо вам нове',
  mailStudySubject: 'Ваша анкета дослідження Resona',
  mailStudyBody:
    'Будь ласка, дайте відповіді на анкету дослідження Resona за цим посиланням. Воно діє один раз, протягом 7 днів:',
  adminStudyLinksSent: 'Надіслано посилань на анкету: {{count}}',
  // Scheduled questionnaires (decision 084)
  adminScheduleDayRange: 'Виберіть день від 0 до 730',
  adminScheduleRemindRange: 'Нагадування надходить через 1–60 днів',
  adminScheduleDayOrDate: 'Вкажіть день дослідження або дату, а не обидва',
  adminScheduleDatePast: 'Ця дата вже минула; виберіть пізнішу',
  adminScheduleSaved: 'Розклад збережено',
  questionnaireDueTitle: 'Ваша анкета готова',
  questionnaireDueBody: '{{title}}: кілька хвилин для дослідження Resona. Дякуємо за відповіді.',
  questionnaireReminderTitle: 'Нагадування: ваша анкета',
  questionnaireReminderBody: '{{title}} досі чекає на ваші відповіді. Це займе кілька хвилин.',
  mailQuestionnaireDueSubject: 'Ваша анкета Resona: {{title}}',
  mailQuestionnaireDueBody:
    'Настав час для анкети дослідження Resona ({{title}}). Будь ласка, дайте відповіді за цим посиланням. Воно діє один раз, протягом 7 днів:',
  mailQuestionnaireReminderSubject: 'Нагадування: {{title}}',
  mailQuestionnaireReminderBody:
    'Ваша анкета дослідження Resona ({{title}}) досі чекає на ваші відповіді. Будь ласка, відкрийте це посилання. Воно діє один раз, протягом 7 днів:',
  // Randomised arms (issue 20, decision 083)
  adminArmCreated: 'Групу дослідження додано',
  adminArmWeightRange: 'Вага має бути цілим числом від 1 до 10',
  adminBlockSizesInvalid:
    'Вкажіть від одного до п’яти розмірів блоку, цілі числа від 2 до 60, наприклад 4, 6',
  adminBlockSizeMultiple: 'Кожен розмір блоку має бути кратним сумі ваг груп',
  adminRandomisationSaved: 'Налаштування рандомізації збережено',
  adminAllocationStarted:
    'Учасників уже розподілено, тож групи та їхню рандомізацію більше не можна змінити',
  adminRandomiseNeedsArms:
    'Для рандомізації потрібні щонайменше дві групи та збережені налаштування (сторінка «Групи»)',
  adminTableSaved: 'Таблицю розподілу збережено: рядків — {{count}}',
  adminTableLine:
    'Рядок {{line}} таблиці розподілу не має вигляду «порядковий номер, страта, група» зі стратою поточної стратифікації та групою цього дослідження',
  adminTableInvalid: 'Кожен рядок має бути «порядковий номер, страта, група»',
  adminTableDuplicate: 'Рядок {{line}} повторює порядковий номер своєї страти',
  adminTableUsedRowChanged: 'Місце «{{slot}}» уже розподілено, воно має лишитися в таблиці як було',
  adminCohortIsArm: 'Ця когорта вже є групою дослідження',
  studyFull:
    'Це дослідження зараз не набирає нових учасників. Зверніться, будь ласка, до дослідницької команди.',
  // The study's consent (decision 082)
  consentNameRequired: 'Щоб підписати, введіть своє повне імʼя',
  consentAgreeRequired: 'Поставте позначку, щоб погодитися',
  consentConfirmRequired: 'Підтвердьте, що ви хочете вийти з дослідження',
  consentRequired: 'Спершу прочитайте та підпишіть форму згоди',
  consentOutdated: 'Опубліковано новішу версію згоди. Прочитайте її та підпишіть знову',
  consentNotOpen: 'Немає згоди на участь у дослідженні, яку ви могли б підписати чи відкликати',
  consentSigned: 'Дякуємо. Вашу підписану згоду (версія {{version}}) збережено',
  consentWithdrawn: 'Ви вийшли з дослідження',
  consentCopyTitle: 'Згода на участь у дослідженні, версія {{version}}',
  consentCopySignedBy: 'Підписав(ла)',
  consentCopySignedAt: 'Дата',
  consentCopyVersion: 'Версія',
  consentCopyHash: 'SHA-256 тексту',
  adminConsentTooLong: 'Текст задовгий (не більше 20 000 символів)',
  adminConsentSaved: 'Чернетку збережено',
  adminConsentPublished: 'Версію {{version}} опубліковано',
  adminConsentNoDraft: 'Немає чернетки для публікації',
  adminConsentIncomplete: 'Перед публікацією додайте текст усіма мовами. Бракує: {{missing}}',
  adminConsentProtocolSaved: 'Протокол збережено',
  // Rhythms a person makes (issue 30)
  rhythmNameRequired: 'Дайте своєму ритму назву',
  rhythmNameTooLong: 'Назва ритму може містити щонайбільше 40 символів',
  rhythmBreathRange: 'Вдих і видих тривають від 1 до 20 секунд кожен',
  rhythmHoldRange: 'Затримка триває від 0 до 30 секунд',
  rhythmPaceRange: 'Темп — від 1 до 30 вдихів на хвилину',
  rhythmRatioRange: 'Кожна частина співвідношення — від 1 до 20',
  rhythmTenths: 'Використовуйте крок 0,1',
  rhythmRampRange: 'Сповільнення триває від 0,5 до 20 хвилин',
  rhythmRampSlower: 'Почніть швидше за власний темп ритму, щоб сповільнитися до нього',
  rhythmTooMany: 'Можна зберегти щонайбільше 50 ритмів',
  rhythmNotFound: 'Цього ритму більше не існує',
  rhythmOrderInvalid: 'Ваші ритми тим часом змінилися. Спробуйте ще раз',
  rhythmSaved: 'Ритм збережено',
  rhythmDeleted: 'Ритм видалено',
  rhythmsReordered: 'Порядок ритмів змінено',
  deviceSignedOut: 'Пристрій вийшов з облікового запису',
  otherDevicesSignedOut: 'Усі інші пристрої вийшли з облікового запису',
  rhythmStartResonance: 'Мій резонансний темп',
  rhythmStartCoherent: 'Когерентне 5,5',
  rhythmStartExtendedExhale: 'Подовжений видих 4:6',
  rhythmStartBox: 'Квадрат 4-4-4-4',
  rhythmStart478: '4-7-8',
  sessionMinutesRange: 'Сеанс триває від 1 до 120 хвилин',
  sessionBreathsRange: 'Сеанс триває від 1 до 1000 вдихів',
};
