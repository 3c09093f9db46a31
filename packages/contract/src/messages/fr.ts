import type { MessageCatalogue } from './en.ts';

/** French: polite « vous » throughout, French typographic spacing before : ; ! ? */
export const fr: MessageCatalogue = {
  // Validation (spec §5)
  emailRequired: 'L’adresse e-mail est obligatoire',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  passwordRequired: 'Le mot de passe est obligatoire',
  passwordRule:
    'Le mot de passe doit contenir au moins 8 caractères, dont une lettre majuscule, un caractère spécial et au moins un chiffre',
  passwordTooLong: 'Le mot de passe ne doit pas dépasser 128 caractères',
  passwordCommon:
    'Ce mot de passe est trop facile à deviner : c’est l’un des mots de passe les plus courants, ou l’un d’eux à peine modifié. Veuillez en choisir un autre',
  passwordServiceWord:
    'Ce mot de passe est trop facile à deviner : il repose sur un mot lié à Resona, comme « resona » ou « respirer ». Veuillez en choisir un autre',
  passwordEmailPart:
    'Ce mot de passe est trop facile à deviner : il repose sur votre adresse e-mail. Veuillez en choisir un autre',
  passwordPattern:
    'Ce mot de passe est trop facile à deviner : il repose sur une suite de touches du clavier, une répétition, une séquence ou une date. Veuillez en choisir un autre',
  passwordCommonWord:
    'Ce mot de passe est trop facile à deviner : il repose sur un mot ou un nom courant. Veuillez en choisir un autre',
  passwordGuessable:
    'Ce mot de passe est trop facile à deviner. Veuillez en choisir un plus long : quelques mots sans rapport entre eux font un mot de passe solide',
  confirmPasswordRequired: 'La confirmation du mot de passe est obligatoire',
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  accessCodeRequired: 'Le code d’accès est obligatoire',
  accessCodeEmpty: 'Veuillez saisir le code d’accès',
  termsRequired:
    'Veuillez accepter les Conditions d’utilisation et la Politique de confidentialité.',
  meditationRequired: 'Le champ « Méditation » est obligatoire',
  sessionSelectionRequired: 'Veuillez sélectionner les informations ci-dessus',
  fieldRequired: 'Ce champ est obligatoire',
  fieldInvalid: 'Cette valeur n’est pas valide',
  textControlCharacters: 'Ce texte contient des caractères non autorisés',
  // Replies (spec §8)
  somethingWrong: 'Une erreur s’est produite',
  notFound: 'Introuvable',
  pageNotFound: 'Page introuvable',
  noInternet: 'Aucune connexion Internet',
  unauthorized: 'Veuillez vous connecter pour continuer',
  forbidden: 'Vous n’avez pas accès à ce contenu',
  heartDataConsentMissing:
    'Les données cardiaques ne sont enregistrées qu’après votre accord à leur collecte',
  userNotFound: 'Utilisateur introuvable',
  invalidCredentials: 'Adresse e-mail ou mot de passe incorrect',
  idempotencyKeyReused: 'La même Idempotency-Key a déjà servi pour une autre requête',
  tooManyRequests: 'Trop de tentatives. Veuillez patienter un instant, puis réessayer',
  serverBusy: 'Le serveur est très sollicité. Veuillez réessayer dans un instant',
  notReady: 'Le serveur n’est pas encore prêt. Veuillez réessayer dans un instant',
  payloadTooLarge: 'La requête est trop volumineuse',
  unsupportedMediaType: 'Ce type de contenu n’est pas pris en charge',
  botCheckFailed: 'La vérification de sécurité a échoué. Veuillez réessayer',
  invalidAccessCode: 'Ce code d’accès n’est pas valide',
  studyClosed: 'Cette étude est close et n’accueille plus de nouveaux participants',
  alreadyInStudy:
    'Vous participez déjà à une autre étude. Pour rejoindre celle-ci, retirez-vous d’abord de cette étude dans Paramètres, Mon étude',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail',
  ageNotAllowed:
    'Nous sommes désolés, Resona est uniquement accessible aux personnes de {{minAge}} ans et plus',
  invalidToken: 'Ce lien n’est pas valide. Veuillez en demander un nouveau',
  tokenExpired: 'Ce lien a expiré. Veuillez en demander un nouveau',
  presurveyPending:
    'Veuillez d’abord remplir le questionnaire préalable à l’étude. Nous vous en avons envoyé le lien par e-mail',
  loginSuccess: 'Connexion réussie',
  socialLoginSuccess: 'Connexion via un réseau social réussie',
  // Social sign-in (issue 9)
  socialSignInFailed:
    'La connexion avec {{provider}} n’a pas pu être confirmée. Veuillez réessayer',
  socialEmailNotVerified:
    'Votre compte {{provider}} n’a pas fourni d’adresse e-mail vérifiée. Veuillez utiliser un compte dont l’adresse est vérifiée',
  socialEmailInUse:
    'Un compte existe déjà avec cette adresse e-mail. Veuillez vous connecter avec votre e-mail et votre mot de passe',
  socialUnavailable: 'La connexion avec {{provider}} n’est pas disponible',
  logoutSuccess: 'Déconnexion réussie',
  signupSuccess:
    'Inscription réussie. Veuillez confirmer votre adresse e-mail à l’aide du lien que nous vous avons envoyé',
  verificationSent: 'E-mail de vérification envoyé avec succès',
  verificationSentRecently:
    'Un e-mail de vérification vient d’être envoyé. Veuillez vérifier votre boîte de réception et vos courriers indésirables, ou réessayer plus tard',
  verificationSentIfExists:
    'Si un compte est associé à cette adresse, nous y avons envoyé un e-mail de vérification',
  emailVerified: 'Adresse e-mail vérifiée avec succès',
  pleaseVerify: 'Veuillez confirmer votre identité sur votre appareil',
  resetSent:
    'Si un compte est associé à cette adresse, nous y avons envoyé un lien pour réinitialiser le mot de passe',
  passwordResetDone: 'Votre mot de passe a été modifié. Veuillez vous connecter',
  accessCodeAccepted: 'Code d’accès accepté',
  surveyCompleted: 'Merci, le questionnaire est terminé',
  informationUpdated: 'Informations mises à jour avec succès',
  // Onboarding: survey, calibration, plans and payments, study surveys
  surveyUpdated: 'Questionnaire mis à jour avec succès',
  speedSaved: 'Rythme respiratoire enregistré avec succès',
  speedNotAllowed: 'Veuillez choisir l’un des rythmes de calibrage',
  calibrationPaceTitle: '{{speed}} respirations par minute',
  trialAfterDays: 'après {{days}} jours',
  paymentsUnavailable:
    'Le paiement par carte est en cours de maintenance. Veuillez utiliser un code d’accès ou réessayer plus tard',
  planAlreadyActive: 'Vous disposez déjà de cette formule',
  planSuspendedUntilTermEnd:
    'Cette formule est suspendue et ne peut pas être souscrite à nouveau avant la fin de sa période en cours',
  purchaseStarted: 'Veuillez approuver le paiement pour finaliser votre achat',
  purchaseSuccess:
    'Achat réussi ! Veuillez vous connecter après avoir reçu l’e-mail de confirmation',
  suspendSuccess: 'Suspension réussie ! Veuillez attendre l’e-mail de confirmation',
  subscriptionNotSuspendable: 'Seul un abonnement actif peut être suspendu',
  paymentProviderFailed: 'Le prestataire de paiement est injoignable. Veuillez réessayer plus tard',
  invalidSignature: 'La signature n’est pas valide',
  surveyAlreadySubmitted: 'Ce questionnaire a déjà été envoyé',
  sandboxCheckoutTitle: 'Paiement en environnement de test',
  sandboxCheckoutNote: 'Ceci est une page de paiement de test. Aucun montant ne sera débité.',
  sandboxApprove: 'Approuver',
  sandboxCancel: 'Annuler',
  sandboxCheckoutClosed: 'Ce paiement est terminé. Vous pouvez fermer cette page.',
  pricePerMonth: '{{price}} $ US par mois',
  pricePerYear: '{{price}} $ US par an',
  // Mail
  mailVerifySubject: 'Confirmez votre adresse e-mail pour Resona',
  mailVerifyBody:
    'Bienvenue sur Resona. Veuillez confirmer votre adresse e-mail en ouvrant ce lien dans les 24 heures :',
  mailResetSubject: 'Réinitialisez votre mot de passe Resona',
  mailResetBody:
    'Une demande de réinitialisation du mot de passe de votre compte Resona a été effectuée. Si vous n’en êtes pas à l’origine, ignorez simplement ce message. Sinon, ouvrez ce lien dans l’heure qui suit pour choisir un nouveau mot de passe :',
  mailPurchaseSubject: 'Votre abonnement Resona est actif',
  mailPurchaseBody:
    'Merci. Votre abonnement à la formule {{plan}} est désormais actif. Veuillez vous reconnecter pour continuer.',
  mailSuspendSubject: 'Votre abonnement Resona est suspendu',
  mailSuspendBody:
    'Votre abonnement à la formule {{plan}} est suspendu. Vous conservez l’accès jusqu’au {{date}} ; aucun autre paiement ne sera prélevé.',
  mailSignature: 'L’équipe Resona',
  // Sessions: design, player, ratings and feedback (issue 4)
  favoriteAdded: 'Ajouté aux favoris',
  favoriteRemoved: 'Retiré des favoris',
  exerciseLiked: 'Vous aimez cet exercice',
  exerciseDisliked: 'Vous n’aimez pas cet exercice',
  likeCleared: 'Votre avis « J’aime » ou « Je n’aime pas » a été retiré',
  defaultSaved: 'Votre choix de séance a été enregistré',
  ratingSaved: 'Merci, votre évaluation a été enregistrée',
  feedbackSaved: 'Merci pour votre commentaire',
  feedbackDeleted: 'Commentaire supprimé avec succès',
  historySaved: 'Séance ajoutée à votre historique',
  noExercisesFound: 'Aucun exercice n’est encore disponible pour ce choix',
  ratingInvalid: 'Veuillez choisir une note de 1 à 5',
  feedbackRequired: 'Veuillez rédiger votre commentaire',
  feedbackTooLong: 'Le commentaire ne doit pas dépasser 2000 caractères',
  // The library: history, favourites, For You (issue 6)
  historyEmpty: 'Votre historique ne contient encore aucune séance',
  historyItemDeleted: 'Séance retirée de votre historique',
  historyCleared: 'Historique des exercices effacé avec succès',
  allHistoryRemoved: 'Tout l’historique a été supprimé avec succès',
  favoritesEmpty: 'Vous n’avez encore aucun favori',
  favoritesCleared: 'Favoris supprimés avec succès',
  programEmpty: 'Aucun élément avec une date d’échéance valide.',
  noFeedback: 'Aucun commentaire trouvé',
  // Settings: account, language, password, support (issue 7)
  phoneInvalid: 'Veuillez saisir un numéro de téléphone valide',
  languageRequired: 'Veuillez choisir une langue',
  languageUpdated: 'Langue mise à jour avec succès',
  oldPasswordRequired: 'L’ancien mot de passe est obligatoire',
  oldPasswordWrong: 'L’ancien mot de passe ne correspond pas',
  noPasswordToChange:
    'Ce compte se connecte avec Google ou Facebook et n’a pas de mot de passe à modifier',
  passwordChanged: 'Mot de passe modifié avec succès. Vos autres appareils ont été déconnectés',
  subjectRequired: 'L’objet est obligatoire',
  subjectOneLine: 'L’objet doit tenir sur une seule ligne',
  subjectTooLong: 'L’objet ne doit pas dépasser 200 caractères',
  supportMessageRequired: 'Le message est obligatoire',
  supportMessageTooLong: 'Le message ne doit pas dépasser 5000 caractères',
  supportSent: 'Votre message a été envoyé à notre équipe d’assistance',
  supportLimit:
    'Vous avez envoyé le nombre maximal de messages à l’assistance pour aujourd’hui. Veuillez réessayer demain',
  // Settings: my data and invite friends (issue 7)
  accountDeleted: 'Compte supprimé avec succès',
  deletePasswordWrong: 'Le mot de passe est incorrect',
  invitationSent: 'Invitation envoyée',
  inviteTooMany: 'Vous pouvez inviter au plus 10 amis à la fois',
  inviteSelf: 'Vous ne pouvez pas vous inviter vous-même',
  inviteDailyLimit:
    'Vous avez envoyé autant d’invitations qu’autorisé aujourd’hui. Veuillez réessayer demain',
  mailInviteSubject: '{{email}} vous invite à découvrir Resona',
  mailInviteBody:
    '{{email}} utilise Resona pour la respiration lente guidée et aimerait que vous l’essayiez aussi. Vous pouvez créer un compte ici :',
  mailInviteWhy:
    'Vous recevez ce message parce que {{email}} a saisi votre adresse dans Resona. Si cela ne vous intéresse pas, ignorez-le simplement.',
  // Early access from the promo pages (spec §7 User v2 early-access)
  earlyAccessNoted: 'Merci. Nous vous écrirons à l’ouverture de Resona.',
  mailEarlyAccessSubject: 'Vous aurez de nos nouvelles à l’ouverture de Resona',
  mailEarlyAccessBody:
    'Merci de votre intérêt pour Resona, la respiration lente et rythmée pour le calme et la concentration. Nous vous écrirons une seule fois, à l’ouverture de Resona.',
  mailEarlyAccessWhy:
    'Vous recevez ce message parce que cette adresse a été laissée sur le site de Resona. Si ce n’était pas vous, ignorez-le simplement : nous ne vous écrirons plus.',
  // Reminders (settings issue 7, sent by issue 8)
  reminderUpdated: 'Rappel mis à jour avec succès',
  reminderRemoved: 'Rappel supprimé avec succès',
  reminderTimeRequired: 'Veuillez choisir une heure de rappel',
  reminderTimeInvalid: 'Veuillez saisir une heure comme 7:30 AM',
  reminderTimeStep: 'Les heures de rappel vont par pas de 15 minutes',
  reminderTooMany: 'Vous pouvez définir au plus 8 rappels',
  timeZoneRequired: 'Le fuseau horaire est manquant',
  timeZoneInvalid: 'Ce fuseau horaire est inconnu',
  reminderNotificationTitle: 'C’est l’heure de respirer',
  reminderNotificationBody:
    'Votre séance de respiration quotidienne vous attend. Quelques minutes lentes maintenant vous feront du bien.',
  // Notifications and Web Push (issue 8)
  noNotification: 'Aucune notification disponible',
  pushTurnedOn: 'Notifications push activées',
  pushTurnedOff: 'Notifications push désactivées',
  pushEndpointNotAllowed: "Cette adresse de service push n'est pas autorisée",
  pushEndpointTaken: 'Les notifications de ce navigateur appartiennent à un autre compte',
  pushSubscribed: 'Cet appareil recevra les notifications',
  pushUnsubscribed: 'Cet appareil ne recevra plus de notifications',
  // The researcher console (issue 10)
  adminCodesCreated: '{{count}} codes d’accès créés',
  adminCodeRevoked: 'Code d’accès révoqué',
  adminApiTokenCreated: 'Jeton d’API créé',
  adminApiTokenRevoked: 'Jeton d’API révoqué',
  adminAnalystPseudonymous:
    'Les analystes ne reçoivent que des exports pseudonymisés : les adresses e-mail sont réservées aux propriétaires et aux chercheurs de l’étude. Omettez les adresses',
  apiTokenPseudonymous:
    'Un jeton d’API ne donne que des données pseudonymisées : omettez include_email',
  adminCohortCreated: 'Cohorte créée',
  adminWhitelistUpdated: 'Liste blanche mise à jour',
  adminProgramAssigned: 'Programme attribué',
  adminBroadcastSent: 'Message envoyé à {{count}} participants',
  adminSurveySaved: 'Questionnaire enregistré en version {{version}}',
  adminSurveyDuplicateId: 'Chaque question doit avoir son propre identifiant',
  adminParticipantNotFound: 'Aucun participant n’a cette adresse e-mail',
  adminCohortNameTaken: 'Une cohorte porte déjà ce nom',
  adminCohortEitherOr: 'Choisissez une cohorte existante ou nommez-en une nouvelle, pas les deux',
  adminCodeCountRange: 'Créez entre 1 et 500 codes à la fois',
  adminUseLimitRange: 'Les utilisations par code doivent être comprises entre 1 et 100000',
  adminExpiryPast: 'Cette date d’expiration est déjà passée ; choisissez-en une plus tardive',
  adminDateOrder: '« Au » ne peut pas précéder « Du »',
  adminSurveyUnchanged: 'Rien n’a changé : aucune nouvelle version n’a été créée',
  adminSurveyQuestionId: 'Utilisez de 1 à 64 lettres minuscules (a–z), chiffres ou _',
  adminSurveyChoices: 'Proposez entre 2 et 20 choix',
  adminSurveyDuplicateChoice: 'Chaque choix doit avoir sa propre valeur',
  adminSurveyChoiceValueLong: '64 caractères au maximum',
  adminSurveyMaxLength: 'Un nombre entier de 1 à 4000',
  adminSurveyNoQuestions: 'Ajoutez au moins une question',
  adminSurveyTooManyQuestions: '50 questions au maximum',
  adminSurveyTextLong: '2000 caractères au maximum',
  // Support copies and study links
  ccOwnAddressOnly: 'Une copie ne peut être envoyée qu’à votre propre adresse',
  studyLinkMissing:
    'Veuillez ouvrir ce questionnaire depuis le lien que nous vous avons envoyé par e-mail',
  studyLinkInvalid: 'Ce lien vers le questionnaire n’est pas valide ou a déjà été utilisé',
  studyLinkExpired:
    'Ce lien vers le questionnaire a expiré. Connectez-vous à Resona et nous vous en enverrons un nouveau',
  mailStudySubject: 'Votre questionnaire de l’étude Resona',
  mailStudyBody:
    'Veuillez répondre au questionnaire de l’étude Resona en ouvrant ce lien. Il fonctionne une seule fois, pendant 7 jours :',
  adminStudyLinksSent: 'Liens vers le questionnaire envoyés : {{count}}',
  // Scheduled questionnaires (decision 084)
  adminScheduleDayRange: 'Choisissez un jour entre 0 et 730',
  adminScheduleRemindRange: 'Le rappel arrive entre 1 et 60 jours plus tard',
  adminScheduleDayOrDate: 'Indiquez un jour de l’étude ou une date, pas les deux',
  adminScheduleDatePast: 'Cette date est déjà passée ; choisissez-en une plus tardive',
  adminScheduleSaved: 'Calendrier enregistré',
  questionnaireDueTitle: 'Votre questionnaire est prêt',
  questionnaireDueBody: '{{title}} : quelques minutes pour l’étude Resona. Merci de répondre.',
  questionnaireReminderTitle: 'Un rappel : votre questionnaire',
  questionnaireReminderBody: '{{title}} attend toujours vos réponses. Cela prend quelques minutes.',
  mailQuestionnaireDueSubject: 'Votre questionnaire Resona : {{title}}',
  mailQuestionnaireDueBody:
    'C’est le moment d’un questionnaire de l’étude Resona ({{title}}). Veuillez y répondre en ouvrant ce lien. Il fonctionne une seule fois, pendant 7 jours :',
  mailQuestionnaireReminderSubject: 'Un rappel : {{title}}',
  mailQuestionnaireReminderBody:
    'Votre questionnaire de l’étude Resona ({{title}}) attend toujours vos réponses. Veuillez ouvrir ce lien. Il fonctionne une seule fois, pendant 7 jours :',
  // Randomised arms (issue 20, decision 083)
  adminArmCreated: 'Bras ajouté',
  adminArmWeightRange: 'Le poids doit être un nombre entier de 1 à 10',
  adminBlockSizesInvalid:
    'Indiquez une à cinq tailles de bloc, des nombres entiers de 2 à 60, par exemple 4, 6',
  adminBlockSizeMultiple:
    'Chaque taille de bloc doit être un multiple de la somme des poids des bras',
  adminRandomisationSaved: 'Randomisation enregistrée',
  adminAllocationStarted:
    'Des participants ont déjà été répartis : les bras et leur randomisation ne peuvent plus changer',
  adminRandomiseNeedsArms:
    'La randomisation demande au moins deux bras et des réglages enregistrés (page Bras)',
  adminTableSaved: 'Table d’allocation enregistrée : {{count}} lignes',
  adminTableLine:
    'La ligne {{line}} de la table d’allocation n’est pas « numéro d’ordre, strate, bras » avec une strate de la stratification actuelle et un bras de cette étude',
  adminTableInvalid: 'Chaque ligne doit être « numéro d’ordre, strate, bras »',
  adminTableDuplicate: 'La ligne {{line}} répète un numéro d’ordre de sa strate',
  adminTableUsedRowChanged:
    'La place « {{slot}} » a déjà été attribuée et doit rester dans la table telle quelle',
  adminCohortIsArm: 'Cette cohorte est déjà un bras',
  studyFull:
    'Cette étude n’accueille pas de nouveaux participants pour le moment. Veuillez contacter l’équipe de recherche.',
  // The study's consent (decision 082)
  consentNameRequired: 'Veuillez saisir votre nom complet pour signer',
  consentAgreeRequired: 'Veuillez cocher la case pour donner votre accord',
  consentConfirmRequired: 'Veuillez confirmer que vous souhaitez vous retirer',
  consentRequired: 'Veuillez d’abord lire et signer le formulaire de consentement',
  consentOutdated:
    'Une version plus récente du consentement a été publiée. Veuillez la lire et signer à nouveau',
  consentNotOpen: 'Vous n’avez aucun consentement à l’étude à signer ou à retirer',
  consentSigned: 'Merci. Votre consentement signé (version {{version}}) est enregistré',
  consentWithdrawn: 'Vous vous êtes retiré·e de l’étude',
  consentCopyTitle: 'Consentement à participer à l’étude, version {{version}}',
  consentCopySignedBy: 'Signé par',
  consentCopySignedAt: 'Date',
  consentCopyVersion: 'Version',
  consentCopyHash: 'SHA-256 du texte',
  adminConsentTooLong: 'Le texte est trop long (20 000 caractères au plus)',
  adminConsentSaved: 'Brouillon enregistré',
  adminConsentPublished: 'Version {{version}} publiée',
  adminConsentNoDraft: 'Il n’y a aucun brouillon à publier',
  adminConsentIncomplete:
    'Ajoutez le texte dans chaque langue avant de publier. Manque : {{missing}}',
  adminConsentProtocolSaved: 'Protocole enregistré',
  // Rhythms a person makes (issue 30)
  rhythmNameRequired: 'Donnez un nom à votre rythme',
  rhythmNameTooLong: 'Le nom d’un rythme ne doit pas dépasser 40 caractères',
  rhythmBreathRange: 'L’inspiration et l’expiration durent chacune de 1 à 20 secondes',
  rhythmHoldRange: 'Une pause dure de 0 à 30 secondes',
  rhythmPaceRange: 'Le rythme est de 1 à 30 respirations par minute',
  rhythmRatioRange: 'Chaque terme du rapport va de 1 à 20',
  rhythmTenths: 'Utilisez des pas de 0,1',
  rhythmRampRange: 'Le ralentissement dure de 0,5 à 20 minutes',
  rhythmRampSlower: 'Commencez plus vite que le rythme visé, pour ralentir jusqu’à lui',
  rhythmTooMany: 'Vous pouvez garder au plus 50 rythmes',
  rhythmNotFound: 'Ce rythme n’existe plus',
  rhythmOrderInvalid: 'Vos rythmes ont changé entre-temps. Veuillez réessayer',
  rhythmSaved: 'Rythme enregistré',
  rhythmDeleted: 'Rythme supprimé',
  rhythmsReordered: 'Rythmes réordonnés',
  deviceSignedOut: 'Appareil déconnecté',
  otherDevicesSignedOut: 'Tous les autres appareils déconnectés',
  participantSignedOut: 'Déconnecté sur tous les appareils',
  codeRequired: 'Saisissez le code à 6 chiffres de votre application d’authentification',
  codeFormat: 'Le code comporte 6 chiffres',
  recoveryCodeRequired: 'Saisissez l’un de vos codes de récupération',
  recoveryCodeFormat:
    'Un code de récupération compte 10 lettres et chiffres, par exemple k7m2q-9xw4t',
  secondFactorRequired:
    'Saisissez le code de votre application d’authentification pour terminer la connexion',
  secondFactorWrong:
    'Ce code n’est pas le bon. Saisissez le code le plus récent de votre application, ou un code de récupération',
  secondFactorExpired:
    'Cette connexion a expiré. Veuillez saisir à nouveau votre e-mail et votre mot de passe',
  authenticatorStarted: 'Scannez le code avec votre application d’authentification',
  authenticatorAdded: 'Application d’authentification ajoutée',
  authenticatorRemoved: 'Application d’authentification retirée',
  recoveryCodesCreated: 'Nouveaux codes de récupération créés. Les anciens ne fonctionnent plus',
  reauthPasswordRequired: 'Saisissez votre mot de passe pour confirmer que c’est bien vous',
  reauthPasswordWrong: 'Ce mot de passe n’est pas le bon',
  reauthRecentSignIn: 'Pour votre sécurité, reconnectez-vous, puis faites ce changement',
  authenticatorNotStarted: 'Recommencez l’ajout de l’application d’authentification',
  noSecondFactor: 'Ajoutez d’abord une application d’authentification',
  secondFactorForConsole:
    'La console de recherche demande un second facteur : ajoutez une application d’authentification ou une clé d’accès dans Réglages → Sécurité, puis connectez-vous avec elle',
  passkeyFailed: 'La clé d’accès n’a pas pu être vérifiée. Veuillez réessayer',
  passkeyNameRequired: 'Donnez un nom à la clé d’accès, par exemple l’appareil où elle se trouve',
  passkeyNameTooLong: 'Le nom d’une clé d’accès compte au plus 60 caractères',
  passkeyAdded: 'Clé d’accès ajoutée',
  passkeyRemoved: 'Clé d’accès retirée',
  passkeyUnknown:
    'Cette clé d’accès n’appartient à aucun compte Resona. Connectez-vous avec votre e-mail et votre mot de passe',
  rhythmStartResonance: 'Mon rythme de résonance',
  rhythmStartCoherent: 'Cohérence 5,5',
  rhythmStartExtendedExhale: 'Expiration longue 4:6',
  rhythmStartBox: 'Carré 4-4-4-4',
  rhythmStart478: '4-7-8',
  sessionMinutesRange: 'Une séance dure de 1 à 120 minutes',
  sessionBreathsRange: 'Une séance dure de 1 à 1 000 respirations',
  // Safety alerts (issue 33, decision 109)
  adminSurveyAlertValues:
    'Choisissez une ou plusieurs valeurs que les choix de cette question enregistrent',
  adminSurveyAlertAtLeast: 'Un nombre entier de 1 à 5',
  adminSafetyNameLong: '80 caractères au maximum',
  adminSafetyContactTaken: 'Cette adresse est déjà un contact de l’étude',
  adminSafetyContactAdded: 'Contact ajouté : {{name}}',
  adminSafetyContactRemoved: 'Contact retiré',
  adminSafetyHelpSaved: 'Texte d’aide enregistré',
  mailSafetyAlertSubject: 'Alerte de sécurité dans {{study}}',
  mailSafetyAlertBody:
    'La réponse d’un participant à l’étude {{study}} a franchi un seuil de sécurité. Veuillez agir comme le prévoit le protocole de sécurité de votre étude.\n\nQuestionnaire : {{questionnaire}}\nQuestion {{item}} : {{question}}\nRéponse : {{answer}}\nParticipant (pseudonyme) : {{pseudonym}}',
  // Studies and their teams (issue 33, decision 108)
  adminStudyNameLong: '80 caractères au maximum',
  adminStudyNameTaken: 'Une étude porte déjà ce nom',
  adminStudyCreated: 'Étude créée',
  adminStudySaved: 'Étude enregistrée',
  adminOwnerJoined: 'Vous êtes désormais propriétaire de cette étude',
  adminInvitationSent: 'Invitation envoyée à {{email}}',
  adminAlreadyMember: 'Cette adresse fait déjà partie de l’équipe de l’étude',
  adminInvitationRevoked: 'Invitation retirée',
  adminMemberRoleChanged: 'Rôle modifié',
  adminMemberRemoved: 'Retiré de l’équipe',
  adminInvitationLimitAccount:
    'Vous avez envoyé {{limit}} invitations d’équipe dans l’heure, le maximum pour un compte. Veuillez réessayer plus tard',
  adminInvitationLimitStudy:
    'L’équipe de cette étude a envoyé {{limit}} invitations dans l’heure, le maximum pour une étude. Veuillez réessayer plus tard',
  adminLastOwner:
    'Une étude garde au moins un propriétaire : nommez d’abord quelqu’un d’autre propriétaire',
  invitationNotFound:
    'Ce lien d’invitation n’est pas valide. Demandez-en un nouveau au propriétaire de l’étude',
  invitationUsed:
    'Cette invitation a déjà été utilisée. Demandez-en une nouvelle au propriétaire de l’étude',
  invitationExpired:
    'Cette invitation a expiré. Demandez-en une nouvelle au propriétaire de l’étude',
  invitationOtherAddress:
    'Cette invitation a été envoyée à {{email}}. Connectez-vous avec cette adresse pour l’accepter',
  invitationAccepted: 'Bienvenue dans l’équipe de {{study}}',
  studyRoleOwner: 'propriétaire',
  studyRoleResearcher: 'chercheur ou chercheuse',
  studyRoleAnalyst: 'analyste',
  studyRoleMonitor: 'moniteur ou monitrice',
  mailStudyInviteSubject: 'Rejoignez l’équipe de {{study}} sur Resona',
  mailStudyInviteBody:
    '{{email}} vous invite à rejoindre l’équipe de l’étude {{study}} sur Resona en tant que {{role}}. Ouvrez ce lien pour accepter ; il fonctionne une seule fois, pendant {{days}} jours :',
  mailStudyInviteWhy:
    'Avant que l’étude ne s’ouvre, vous configurerez un second facteur (une application d’authentification ou une clé d’accès). Vous recevez ce message parce que {{email}} a saisi votre adresse dans la console de recherche de Resona. Si vous ne l’attendiez pas, ignorez-le simplement.',
};
