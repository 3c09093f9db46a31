import type { MessageCatalogue } from './en.ts';

/** German: formal „Sie“ throughout. */
export const de: MessageCatalogue = {
  // Validation (spec §5)
  emailRequired: 'Die E-Mail-Adresse ist erforderlich',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  passwordRequired: 'Das Passwort ist erforderlich',
  passwordRule:
    'Das Passwort muss mindestens 8 Zeichen lang sein und einen Großbuchstaben, ein Sonderzeichen sowie mindestens eine Ziffer enthalten',
  passwordTooLong: 'Das Passwort darf höchstens 128 Zeichen lang sein',
  passwordCommon:
    'Dieses Passwort ist zu leicht zu erraten: Es ist eines der häufigsten Passwörter oder nur leicht abgewandelt. Bitte wählen Sie ein anderes',
  passwordServiceWord:
    'Dieses Passwort ist zu leicht zu erraten: Es beruht auf einem Wort, das zu Resona gehört, etwa „resona“ oder „atmen“. Bitte wählen Sie ein anderes',
  passwordEmailPart:
    'Dieses Passwort ist zu leicht zu erraten: Es beruht auf Ihrer E-Mail-Adresse. Bitte wählen Sie ein anderes',
  passwordPattern:
    'Dieses Passwort ist zu leicht zu erraten: Es beruht auf einem Tastaturmuster, einer Wiederholung, einer Folge oder einem Datum. Bitte wählen Sie ein anderes',
  passwordCommonWord:
    'Dieses Passwort ist zu leicht zu erraten: Es beruht auf einem gängigen Wort oder Namen. Bitte wählen Sie ein anderes',
  passwordGuessable:
    'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein längeres: Einige Wörter ohne Zusammenhang ergeben ein starkes Passwort',
  confirmPasswordRequired: 'Die Passwortbestätigung ist erforderlich',
  passwordsMismatch: 'Die Passwörter stimmen nicht überein',
  accessCodeRequired: 'Der Zugangscode ist erforderlich',
  accessCodeEmpty: 'Bitte geben Sie den Zugangscode ein',
  termsRequired: 'Bitte akzeptieren Sie die Nutzungsbedingungen und die Datenschutzerklärung.',
  meditationRequired: 'Das Feld „Meditation“ ist ein Pflichtfeld',
  sessionSelectionRequired: 'Bitte wählen Sie die obigen Angaben aus',
  fieldRequired: 'Dieses Feld ist erforderlich',
  fieldInvalid: 'Dieser Wert ist ungültig',
  textControlCharacters: 'Dieser Text enthält nicht erlaubte Zeichen',
  // Replies (spec §8)
  somethingWrong: 'Etwas ist schiefgelaufen',
  notFound: 'Nicht gefunden',
  pageNotFound: 'Seite nicht gefunden',
  noInternet: 'Keine Internetverbindung',
  unauthorized: 'Bitte melden Sie sich an, um fortzufahren',
  forbidden: 'Sie haben keinen Zugriff auf diesen Inhalt',
  heartDataConsentMissing:
    'Herzdaten werden erst gespeichert, wenn Sie ihrer Erfassung zugestimmt haben',
  userNotFound: 'Benutzer nicht gefunden',
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist ungültig',
  idempotencyKeyReused: 'Derselbe Idempotency-Key wurde bereits für eine andere Anfrage verwendet',
  tooManyRequests:
    'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut',
  serverBusy: 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal',
  notReady: 'Der Server ist noch nicht bereit. Bitte versuchen Sie es gleich noch einmal',
  payloadTooLarge: 'Die Anfrage ist zu groß',
  unsupportedMediaType: 'Dieser Inhaltstyp wird nicht unterstützt',
  botCheckFailed: 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut',
  invalidAccessCode: 'Dieser Zugangscode ist ungültig',
  studyClosed: 'Diese Studie ist abgeschlossen und nimmt keine neuen Teilnehmenden mehr auf',
  alreadyInStudy:
    'Sie nehmen bereits an einer anderen Studie teil. Um dieser beizutreten, ziehen Sie zuerst Ihre Teilnahme an der anderen Studie unter Einstellungen, Meine Studie zurück',
  emailTaken: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
  ageNotAllowed: 'Resona steht leider nur Personen ab {{minAge}} Jahren zur Verfügung',
  invalidToken: 'Dieser Link ist ungültig. Bitte fordern Sie einen neuen an',
  tokenExpired: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an',
  presurveyPending:
    'Bitte füllen Sie zuerst den Fragebogen vor Studienbeginn aus. Wir haben Ihnen den Link per E-Mail geschickt',
  loginSuccess: 'Anmeldung erfolgreich',
  socialLoginSuccess: 'Anmeldung über soziales Netzwerk erfolgreich',
  // Social sign-in (issue 9)
  socialSignInFailed:
    'Die Anmeldung mit {{provider}} konnte nicht bestätigt werden. Bitte versuchen Sie es erneut',
  socialEmailNotVerified:
    'Ihr {{provider}}-Konto hat keine bestätigte E-Mail-Adresse übermittelt. Bitte verwenden Sie ein Konto mit bestätigter Adresse',
  socialEmailInUse:
    'Mit dieser E-Mail-Adresse besteht bereits ein Konto. Bitte melden Sie sich mit E-Mail und Passwort an',
  socialUnavailable: 'Die Anmeldung mit {{provider}} ist nicht verfügbar',
  logoutSuccess: 'Abmeldung erfolgreich',
  signupSuccess:
    'Registrierung erfolgreich. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen gesendet haben',
  verificationSent: 'Bestätigungs-E-Mail erfolgreich gesendet',
  verificationSentRecently:
    'Eine Bestätigungs-E-Mail wurde gerade erst gesendet. Bitte prüfen Sie Ihren Posteingang und Spam-Ordner oder versuchen Sie es später erneut',
  verificationSentIfExists:
    'Falls für diese Adresse ein Konto existiert, haben wir eine Bestätigungs-E-Mail dorthin gesendet',
  emailVerified: 'E-Mail-Adresse erfolgreich bestätigt',
  pleaseVerify: 'Bitte bestätigen Sie Ihre Identität auf Ihrem Gerät',
  resetSent:
    'Falls für diese Adresse ein Konto existiert, haben wir einen Link zum Zurücksetzen des Passworts dorthin gesendet',
  passwordResetDone: 'Ihr Passwort wurde geändert. Bitte melden Sie sich an',
  accessCodeAccepted: 'Zugangscode akzeptiert',
  surveyCompleted: 'Vielen Dank, der Fragebogen ist abgeschlossen',
  informationUpdated: 'Angaben erfolgreich aktualisiert',
  // Onboarding: survey, calibration, plans and payments, study surveys
  surveyUpdated: 'Fragebogen erfolgreich aktualisiert',
  speedSaved: 'Atemtempo erfolgreich gespeichert',
  speedNotAllowed: 'Bitte wählen Sie eines der Kalibrierungstempi',
  calibrationPaceTitle: '{{speed}} Atemzüge pro Minute',
  trialAfterDays: 'nach {{days}} Tagen',
  paymentsUnavailable:
    'Die Kartenzahlung wird gerade gewartet. Bitte verwenden Sie einen Zugangscode oder versuchen Sie es später erneut',
  planAlreadyActive: 'Sie haben diesen Tarif bereits',
  planSuspendedUntilTermEnd:
    'Dieser Tarif ist ausgesetzt und kann erst nach Ablauf der aktuellen Laufzeit erneut gebucht werden',
  purchaseStarted: 'Bitte bestätigen Sie die Zahlung, um Ihren Kauf abzuschließen',
  purchaseSuccess:
    'Kauf erfolgreich! Bitte melden Sie sich an, sobald Sie die Bestätigungs-E-Mail erhalten haben',
  suspendSuccess: 'Abonnement erfolgreich ausgesetzt! Bitte warten Sie auf die Bestätigungs-E-Mail',
  subscriptionNotSuspendable: 'Nur ein aktives Abonnement kann ausgesetzt werden',
  paymentProviderFailed:
    'Der Zahlungsanbieter ist nicht erreichbar. Bitte versuchen Sie es später erneut',
  invalidSignature: 'Die Signatur ist ungültig',
  surveyAlreadySubmitted: 'Dieser Fragebogen wurde bereits übermittelt',
  sandboxCheckoutTitle: 'Testzahlung (Sandbox)',
  sandboxCheckoutNote: 'Dies ist eine Test-Zahlungsseite. Es wird kein Geld abgebucht.',
  sandboxApprove: 'Bestätigen',
  sandboxCancel: 'Abbrechen',
  sandboxCheckoutClosed:
    'Dieser Bezahlvorgang ist abgeschlossen. Sie können diese Seite jetzt schließen.',
  pricePerMonth: '{{price}} US-$ pro Monat',
  pricePerYear: '{{price}} US-$ pro Jahr',
  // Mail
  mailVerifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse für Resona',
  mailVerifyBody:
    'Willkommen bei Resona. Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie innerhalb von 24 Stunden diesen Link öffnen:',
  mailResetSubject: 'Setzen Sie Ihr Resona-Passwort zurück',
  mailResetBody:
    'Jemand hat angefordert, das Passwort Ihres Resona-Kontos zurückzusetzen. Falls Sie das nicht waren, ignorieren Sie diese Nachricht bitte. Andernfalls öffnen Sie innerhalb einer Stunde diesen Link, um ein neues Passwort festzulegen:',
  mailPurchaseSubject: 'Ihr Resona-Abonnement ist aktiv',
  mailPurchaseBody:
    'Vielen Dank. Ihr Abonnement für den Tarif {{plan}} ist jetzt aktiv. Bitte melden Sie sich erneut an, um fortzufahren.',
  mailSuspendSubject: 'Ihr Resona-Abonnement ist ausgesetzt',
  mailSuspendBody:
    'Ihr Abonnement für den Tarif {{plan}} ist ausgesetzt. Sie behalten den Zugang bis zum {{date}}; es werden keine weiteren Zahlungen eingezogen.',
  mailSignature: 'Ihr Resona-Team',
  // Sessions: design, player, ratings and feedback (issue 4)
  favoriteAdded: 'Zu den Favoriten hinzugefügt',
  favoriteRemoved: 'Aus den Favoriten entfernt',
  exerciseLiked: 'Ihnen gefällt diese Übung',
  exerciseDisliked: 'Ihnen gefällt diese Übung nicht',
  likeCleared: 'Ihr „Gefällt mir“ oder „Gefällt mir nicht“ wurde entfernt',
  defaultSaved: 'Ihre Auswahl für die Übung wurde gespeichert',
  ratingSaved: 'Vielen Dank, Ihre Bewertung wurde gespeichert',
  feedbackSaved: 'Vielen Dank für Ihr Feedback',
  feedbackDeleted: 'Feedback erfolgreich gelöscht',
  historySaved: 'Die Übung wurde Ihrem Verlauf hinzugefügt',
  noExercisesFound: 'Für diese Auswahl ist noch keine Übung verfügbar',
  ratingInvalid: 'Bitte wählen Sie eine Bewertung von 1 bis 5',
  feedbackRequired: 'Bitte schreiben Sie Ihr Feedback',
  feedbackTooLong: 'Das Feedback darf höchstens 2000 Zeichen lang sein',
  // The library: history, favourites, For You (issue 6)
  historyEmpty: 'Ihr Verlauf enthält noch keine Sitzungen',
  historyItemDeleted: 'Sitzung aus Ihrem Verlauf entfernt',
  historyCleared: 'Übungsverlauf erfolgreich gelöscht',
  allHistoryRemoved: 'Gesamter Verlauf erfolgreich entfernt',
  favoritesEmpty: 'Sie haben noch keine Favoriten',
  favoritesCleared: 'Favoriten erfolgreich entfernt',
  programEmpty: 'Keine Einträge mit gültigem Fälligkeitsdatum.',
  noFeedback: 'Kein Feedback gefunden',
  // Settings: account, language, password, support (issue 7)
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein',
  languageRequired: 'Bitte wählen Sie eine Sprache',
  languageUpdated: 'Sprache erfolgreich geändert',
  oldPasswordRequired: 'Das alte Passwort ist erforderlich',
  oldPasswordWrong: 'Das alte Passwort stimmt nicht',
  noPasswordToChange:
    'Dieses Konto meldet sich mit Google oder Facebook an und hat kein Passwort, das geändert werden könnte',
  passwordChanged: 'Passwort erfolgreich geändert. Ihre anderen Geräte wurden abgemeldet',
  subjectRequired: 'Der Betreff ist erforderlich',
  subjectOneLine: 'Der Betreff muss in eine Zeile passen',
  subjectTooLong: 'Der Betreff darf höchstens 200 Zeichen lang sein',
  supportMessageRequired: 'Die Nachricht ist erforderlich',
  supportMessageTooLong: 'Die Nachricht darf höchstens 5000 Zeichen lang sein',
  supportSent: 'Ihre Nachricht wurde an unser Support-Team gesendet',
  supportLimit:
    'Sie haben heute die höchste erlaubte Zahl an Support-Nachrichten gesendet. Bitte versuchen Sie es morgen wieder',
  // Settings: my data and invite friends (issue 7)
  accountDeleted: 'Konto erfolgreich gelöscht',
  deletePasswordWrong: 'Das Passwort ist nicht korrekt',
  invitationSent: 'Einladung gesendet',
  inviteTooMany: 'Sie können höchstens 10 Freunde auf einmal einladen',
  inviteSelf: 'Sie können sich nicht selbst einladen',
  inviteDailyLimit:
    'Sie haben heute so viele Einladungen gesendet wie erlaubt. Bitte versuchen Sie es morgen erneut',
  mailInviteSubject: '{{email}} lädt Sie zu Resona ein',
  mailInviteBody:
    '{{email}} nutzt Resona für angeleitetes langsames Atmen und möchte, dass Sie es auch ausprobieren. Hier können Sie ein Konto anlegen:',
  mailInviteWhy:
    'Sie erhalten diese Nachricht, weil {{email}} Ihre Adresse in Resona eingegeben hat. Wenn Sie kein Interesse haben, ignorieren Sie sie einfach.',
  // Early access from the promo pages (spec §7 User v2 early-access)
  earlyAccessNoted: 'Vielen Dank. Wir schreiben Ihnen, sobald Resona startet.',
  mailEarlyAccessSubject: 'Sie hören von uns, sobald Resona startet',
  mailEarlyAccessBody:
    'Vielen Dank für Ihr Interesse an Resona, langsamem Atmen im eigenen Takt für Ruhe und Konzentration. Wir schreiben Ihnen einmal, sobald Resona startet.',
  mailEarlyAccessWhy:
    'Sie erhalten diese Nachricht, weil diese Adresse auf der Resona-Website hinterlassen wurde. Falls Sie das nicht waren, ignorieren Sie sie einfach: Wir schreiben Ihnen nicht noch einmal.',
  // Reminders (settings issue 7, sent by issue 8)
  reminderUpdated: 'Erinnerung erfolgreich aktualisiert',
  reminderRemoved: 'Erinnerung erfolgreich entfernt',
  reminderTimeRequired: 'Bitte wählen Sie eine Erinnerungszeit',
  reminderTimeInvalid: 'Bitte geben Sie eine Uhrzeit wie 7:30 AM ein',
  reminderTimeStep: 'Erinnerungszeiten gehen in Schritten von 15 Minuten',
  reminderTooMany: 'Sie können höchstens 8 Erinnerungen festlegen',
  timeZoneRequired: 'Die Zeitzone fehlt',
  timeZoneInvalid: 'Diese Zeitzone ist unbekannt',
  reminderNotificationTitle: 'Zeit zum Atmen',
  reminderNotificationBody:
    'Ihre tägliche Atemübung wartet. Ein paar ruhige Minuten jetzt tun Ihnen gut.',
  // Notifications and Web Push (issue 8)
  noNotification: 'Keine Benachrichtigung vorhanden',
  pushTurnedOn: 'Push-Benachrichtigungen aktiviert',
  pushTurnedOff: 'Push-Benachrichtigungen deaktiviert',
  pushEndpointNotAllowed: 'Diese Push-Dienst-Adresse ist nicht erlaubt',
  pushEndpointTaken: 'Die Benachrichtigungen dieses Browsers gehören zu einem anderen Konto',
  pushSubscribed: 'Dieses Gerät erhält Benachrichtigungen',
  pushUnsubscribed: 'Dieses Gerät erhält keine Benachrichtigungen mehr',
  // The researcher console (issue 10)
  adminCodesCreated: '{{count}} Zugangscodes erstellt',
  adminCodeRevoked: 'Zugangscode widerrufen',
  adminApiTokenCreated: 'API-Token erstellt',
  adminApiTokenRevoked: 'API-Token widerrufen',
  adminAnalystPseudonymous:
    'Analysten erhalten nur pseudonymisierte Exporte: E-Mail-Adressen sind den Eigentümern und Forschenden der Studie vorbehalten. Lassen Sie die Adressen weg',
  apiTokenPseudonymous:
    'Ein API-Token liefert nur pseudonymisierte Daten: Lassen Sie include_email weg',
  adminCohortCreated: 'Kohorte erstellt',
  adminWhitelistUpdated: 'Freigabeliste aktualisiert',
  adminProgramAssigned: 'Programm zugewiesen',
  adminBroadcastSent: 'Nachricht an {{count}} Teilnehmende gesendet',
  adminSurveySaved: 'Fragebogen als Version {{version}} gespeichert',
  adminSurveyDuplicateId: 'Jede Frage braucht eine eigene Kennung',
  adminParticipantNotFound: 'Keine teilnehmende Person hat diese E-Mail-Adresse',
  adminCohortNameTaken: 'Eine Kohorte mit diesem Namen gibt es schon',
  adminCohortEitherOr:
    'Wählen Sie eine bestehende Kohorte oder benennen Sie eine neue, nicht beides',
  adminCodeCountRange: 'Erstellen Sie 1 bis 500 Codes auf einmal',
  adminUseLimitRange: 'Nutzungen pro Code müssen zwischen 1 und 100000 liegen',
  adminExpiryPast: 'Dieses Ablaufdatum ist schon vorbei; wählen Sie ein späteres',
  adminDateOrder: '„Bis“ darf nicht vor „Von“ liegen',
  adminSurveyUnchanged: 'Nichts geändert, daher keine neue Version',
  adminSurveyQuestionId: '1 bis 64 Kleinbuchstaben (a–z), Ziffern oder _ verwenden',
  adminSurveyChoices: 'Zwischen 2 und 20 Antwortmöglichkeiten angeben',
  adminSurveyDuplicateChoice: 'Jede Antwortmöglichkeit braucht einen eigenen Wert',
  adminSurveyChoiceValueLong: 'Höchstens 64 Zeichen',
  adminSurveyMaxLength: 'Eine ganze Zahl von 1 bis 4000',
  adminSurveyNoQuestions: 'Mindestens eine Frage hinzufügen',
  adminSurveyTooManyQuestions: 'Höchstens 50 Fragen',
  adminSurveyTextLong: 'Höchstens 2000 Zeichen',
  // Support copies and study links
  ccOwnAddressOnly: 'Eine Kopie kann nur an Ihre eigene Adresse gehen',
  studyLinkMissing:
    'Bitte öffnen Sie diesen Fragebogen über den Link, den wir Ihnen per E-Mail geschickt haben',
  studyLinkInvalid: 'Dieser Fragebogen-Link ist ungültig oder wurde bereits verwendet',
  studyLinkExpired:
    'Dieser Fragebogen-Link ist abgelaufen. Melden Sie sich bei Resona an, dann schicken wir Ihnen einen neuen',
  mailStudySubject: 'Ihr Fragebogen der Resona-Studie',
  mailStudyBody:
    'Bitte beantworten Sie den Fragebogen der Resona-Studie über diesen Link. Er funktioniert einmal, innerhalb von 7 Tagen:',
  adminStudyLinksSent: 'Fragebogen-Links verschickt: {{count}}',
  // Scheduled questionnaires (decision 084)
  adminScheduleDayRange: 'Wählen Sie einen Tag zwischen 0 und 730',
  adminScheduleRemindRange: 'Die Erinnerung kommt 1 bis 60 Tage später',
  adminScheduleDayOrDate: 'Geben Sie einen Studientag oder ein Datum an, nicht beides',
  adminScheduleDatePast: 'Dieses Datum ist schon vorbei; wählen Sie ein späteres',
  adminScheduleSaved: 'Zeitplan gespeichert',
  questionnaireDueTitle: 'Ihr Fragebogen ist bereit',
  questionnaireDueBody:
    '{{title}}: ein paar Minuten für die Resona-Studie. Danke fürs Beantworten.',
  questionnaireReminderTitle: 'Eine Erinnerung: Ihr Fragebogen',
  questionnaireReminderBody:
    '{{title}} wartet noch auf Ihre Antworten. Es dauert nur ein paar Minuten.',
  mailQuestionnaireDueSubject: 'Ihr Resona-Fragebogen: {{title}}',
  mailQuestionnaireDueBody:
    'Es ist Zeit für einen Fragebogen der Resona-Studie ({{title}}). Bitte beantworten Sie ihn über diesen Link. Er funktioniert einmal, innerhalb von 7 Tagen:',
  mailQuestionnaireReminderSubject: 'Eine Erinnerung: {{title}}',
  mailQuestionnaireReminderBody:
    'Ihr Fragebogen der Resona-Studie ({{title}}) wartet noch auf Ihre Antworten. Bitte öffnen Sie diesen Link. Er funktioniert einmal, innerhalb von 7 Tagen:',
  // Randomised arms (issue 20, decision 083)
  adminArmCreated: 'Studienarm hinzugefügt',
  adminArmWeightRange: 'Das Gewicht muss eine ganze Zahl von 1 bis 10 sein',
  adminBlockSizesInvalid:
    'Geben Sie ein bis fünf Blockgrößen an, ganze Zahlen von 2 bis 60, etwa 4, 6',
  adminBlockSizeMultiple:
    'Jede Blockgröße muss ein Vielfaches der Summe der Gewichte der Arme sein',
  adminRandomisationSaved: 'Randomisierung gespeichert',
  adminAllocationStarted:
    'Es wurden bereits Teilnehmende zugeteilt; Arme und Randomisierung lassen sich nicht mehr ändern',
  adminRandomiseNeedsArms:
    'Zum Randomisieren braucht es mindestens zwei Arme und gespeicherte Einstellungen (Seite „Studienarme“)',
  adminTableSaved: 'Zuteilungstabelle gespeichert: {{count}} Zeilen',
  adminTableLine:
    'Zeile {{line}} der Zuteilungstabelle ist nicht „Laufnummer, Stratum, Arm“ mit einem Stratum der aktuellen Stratifizierung und einem Arm dieser Studie',
  adminTableInvalid: 'Jede Zeile muss „Laufnummer, Stratum, Arm“ lauten',
  adminTableDuplicate: 'Zeile {{line}} wiederholt eine Laufnummer ihres Stratums',
  adminTableUsedRowChanged:
    'Der Platz „{{slot}}“ wurde bereits zugeteilt und muss unverändert in der Tabelle bleiben',
  adminCohortIsArm: 'Diese Kohorte ist bereits ein Studienarm',
  studyFull:
    'Diese Studie nimmt gerade keine neuen Teilnehmenden auf. Bitte wenden Sie sich an das Studienteam.',
  // The study's consent (decision 082)
  consentNameRequired: 'Bitte geben Sie zum Unterschreiben Ihren vollständigen Namen ein',
  consentAgreeRequired: 'Bitte setzen Sie das Häkchen, um zuzustimmen',
  consentConfirmRequired: 'Bitte bestätigen Sie, dass Sie zurücktreten möchten',
  consentRequired: 'Bitte lesen und unterschreiben Sie zuerst die Einwilligungserklärung',
  consentOutdated:
    'Eine neuere Fassung der Einwilligung wurde veröffentlicht. Bitte lesen Sie sie und unterschreiben Sie erneut',
  consentNotOpen:
    'Es gibt keine Studieneinwilligung, die Sie unterschreiben oder widerrufen könnten',
  consentSigned:
    'Vielen Dank. Ihre unterschriebene Einwilligung (Fassung {{version}}) ist gespeichert',
  consentWithdrawn: 'Sie sind von der Studie zurückgetreten',
  consentCopyTitle: 'Einwilligung zur Teilnahme an der Studie, Fassung {{version}}',
  consentCopySignedBy: 'Unterschrieben von',
  consentCopySignedAt: 'Datum',
  consentCopyVersion: 'Fassung',
  consentCopyHash: 'SHA-256 des Textes',
  adminConsentTooLong: 'Der Text ist zu lang (höchstens 20.000 Zeichen)',
  adminConsentSaved: 'Entwurf gespeichert',
  adminConsentPublished: 'Fassung {{version}} veröffentlicht',
  adminConsentNoDraft: 'Es gibt keinen Entwurf zum Veröffentlichen',
  adminConsentIncomplete:
    'Fügen Sie vor dem Veröffentlichen den Text in jeder Sprache hinzu. Es fehlt: {{missing}}',
  adminConsentProtocolSaved: 'Protokoll gespeichert',
  // Rhythms a person makes (issue 30)
  rhythmNameRequired: 'Geben Sie Ihrem Rhythmus einen Namen',
  rhythmNameTooLong: 'Der Name eines Rhythmus darf höchstens 40 Zeichen lang sein',
  rhythmBreathRange: 'Ein- und Ausatmen dauern jeweils 1 bis 20 Sekunden',
  rhythmHoldRange: 'Eine Pause dauert 0 bis 30 Sekunden',
  rhythmPaceRange: 'Das Tempo liegt bei 1 bis 30 Atemzügen pro Minute',
  rhythmRatioRange: 'Jede Seite des Verhältnisses liegt zwischen 1 und 20',
  rhythmTenths: 'Verwenden Sie Schritte von 0,1',
  rhythmRampRange: 'Das Verlangsamen dauert 0,5 bis 20 Minuten',
  rhythmRampSlower: 'Beginnen Sie schneller als das Zieltempo, damit es sich darauf verlangsamt',
  rhythmTooMany: 'Sie können höchstens 50 Rhythmen behalten',
  rhythmNotFound: 'Diesen Rhythmus gibt es nicht mehr',
  rhythmOrderInvalid: 'Ihre Rhythmen haben sich inzwischen geändert. Bitte versuchen Sie es erneut',
  rhythmSaved: 'Rhythmus gespeichert',
  rhythmDeleted: 'Rhythmus gelöscht',
  rhythmsReordered: 'Rhythmen neu geordnet',
  deviceSignedOut: 'Gerät abgemeldet',
  otherDevicesSignedOut: 'Alle anderen Geräte abgemeldet',
  participantSignedOut: 'Auf allen Geräten abgemeldet',
  codeRequired: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein',
  codeFormat: 'Der Code hat 6 Ziffern',
  recoveryCodeRequired: 'Geben Sie einen Ihrer Wiederherstellungscodes ein',
  recoveryCodeFormat:
    'Ein Wiederherstellungscode besteht aus 10 Buchstaben und Ziffern, etwa k7m2q-9xw4t',
  secondFactorRequired:
    'Geben Sie den Code aus Ihrer Authenticator-App ein, um die Anmeldung abzuschließen',
  secondFactorWrong:
    'Dieser Code stimmt nicht. Geben Sie den neuesten Code aus Ihrer App oder einen Wiederherstellungscode ein',
  secondFactorExpired:
    'Diese Anmeldung ist abgelaufen. Bitte geben Sie E-Mail und Passwort erneut ein',
  authenticatorStarted: 'Scannen Sie den Code mit Ihrer Authenticator-App',
  authenticatorAdded: 'Authenticator-App hinzugefügt',
  authenticatorRemoved: 'Authenticator-App entfernt',
  recoveryCodesCreated: 'Neue Wiederherstellungscodes erstellt. Die alten gelten nicht mehr',
  reauthPasswordRequired: 'Geben Sie Ihr Passwort ein, um zu bestätigen, dass Sie es sind',
  reauthPasswordWrong: 'Dieses Passwort stimmt nicht',
  reauthRecentSignIn:
    'Zu Ihrer Sicherheit melden Sie sich bitte erneut an und nehmen Sie die Änderung dann vor',
  authenticatorNotStarted: 'Beginnen Sie erneut mit dem Hinzufügen der Authenticator-App',
  noSecondFactor: 'Fügen Sie zuerst eine Authenticator-App hinzu',
  secondFactorForConsole:
    'Die Forschungskonsole erfordert einen zweiten Faktor: Fügen Sie unter Einstellungen → Sicherheit eine Authenticator-App oder einen Passkey hinzu und melden Sie sich damit an',
  passkeyFailed: 'Der Passkey konnte nicht geprüft werden. Bitte versuchen Sie es erneut',
  passkeyNameRequired: 'Geben Sie dem Passkey einen Namen, etwa das Gerät, auf dem er liegt',
  passkeyNameTooLong: 'Ein Passkey-Name hat höchstens 60 Zeichen',
  passkeyAdded: 'Passkey hinzugefügt',
  passkeyRemoved: 'Passkey entfernt',
  passkeyUnknown:
    'Dieser Passkey gehört zu keinem Resona-Konto. Melden Sie sich mit E-Mail und Passwort an',
  rhythmStartResonance: 'Mein Resonanztempo',
  rhythmStartCoherent: 'Kohärent 5,5',
  rhythmStartExtendedExhale: 'Verlängertes Ausatmen 4:6',
  rhythmStartBox: 'Box 4-4-4-4',
  rhythmStart478: '4-7-8',
  sessionMinutesRange: 'Eine Sitzung dauert 1 bis 120 Minuten',
  sessionBreathsRange: 'Eine Sitzung dauert 1 bis 1.000 Atemzüge',
  // Safety alerts (issue 33, decision 109)
  adminSurveyAlertValues:
    'Wählen Sie einen oder mehrere Werte, die die Antworten dieser Frage speichern',
  adminSurveyAlertAtLeast: 'Eine ganze Zahl von 1 bis 5',
  adminSafetyNameLong: 'Höchstens 80 Zeichen',
  adminSafetyContactTaken: 'Diese Adresse ist bereits ein Kontakt der Studie',
  adminSafetyContactAdded: 'Kontakt hinzugefügt: {{name}}',
  adminSafetyContactRemoved: 'Kontakt entfernt',
  adminSafetyHelpSaved: 'Hilfetext gespeichert',
  mailSafetyAlertSubject: 'Sicherheitshinweis in {{study}}',
  mailSafetyAlertBody:
    'Die Antwort einer teilnehmenden Person in der Studie {{study}} hat eine Sicherheitsschwelle überschritten. Bitte handeln Sie, wie es das Sicherheitsprotokoll Ihrer Studie vorsieht.\n\nFragebogen: {{questionnaire}}\nFrage {{item}}: {{question}}\nAntwort: {{answer}}\nTeilnehmende Person (Pseudonym): {{pseudonym}}',
  // Studies and their teams (issue 33, decision 108)
  adminStudyNameLong: 'Höchstens 80 Zeichen',
  adminStudyNameTaken: 'Eine Studie mit diesem Namen gibt es bereits',
  adminStudyCreated: 'Studie angelegt',
  adminStudySaved: 'Studie gespeichert',
  adminOwnerJoined: 'Sie sind jetzt Eigentümer dieser Studie',
  adminInvitationSent: 'Einladung an {{email}} gesendet',
  adminAlreadyMember: 'Diese Adresse gehört bereits zum Team der Studie',
  adminInvitationRevoked: 'Einladung zurückgezogen',
  adminMemberRoleChanged: 'Rolle geändert',
  adminMemberRemoved: 'Aus dem Team entfernt',
  adminInvitationLimitAccount:
    'Sie haben innerhalb der Stunde {{limit}} Team-Einladungen versandt, so viele, wie ein Konto darf. Bitte versuchen Sie es später erneut',
  adminInvitationLimitStudy:
    'Das Team dieser Studie hat innerhalb der Stunde {{limit}} Einladungen versandt, so viele, wie eine Studie darf. Bitte versuchen Sie es später erneut',
  adminLastOwner:
    'Eine Studie behält mindestens einen Eigentümer: Machen Sie zuerst eine andere Person zum Eigentümer',
  invitationNotFound:
    'Dieser Einladungslink ist ungültig. Bitten Sie den Eigentümer der Studie um einen neuen',
  invitationUsed:
    'Diese Einladung wurde bereits verwendet. Bitten Sie den Eigentümer der Studie um eine neue',
  invitationExpired:
    'Diese Einladung ist abgelaufen. Bitten Sie den Eigentümer der Studie um eine neue',
  invitationOtherAddress:
    'Diese Einladung wurde an {{email}} gesendet. Bitte melden Sie sich mit dieser Adresse an, um sie anzunehmen',
  invitationAccepted: 'Willkommen im Team von {{study}}',
  studyRoleOwner: 'Eigentümer',
  studyRoleResearcher: 'Forschende Person',
  studyRoleAnalyst: 'Analyst',
  studyRoleMonitor: 'Monitor',
  mailStudyInviteSubject: 'Treten Sie dem Team von {{study}} auf Resona bei',
  mailStudyInviteBody:
    '{{email}} lädt Sie ein, dem Team der Studie {{study}} auf Resona als {{role}} beizutreten. Öffnen Sie diesen Link, um anzunehmen; er funktioniert einmal, innerhalb von {{days}} Tagen:',
  mailStudyInviteWhy:
    'Bevor sich die Studie öffnet, richten Sie einen zweiten Faktor ein (eine Authenticator-App oder einen Passkey). Sie erhalten diese Nachricht, weil {{email}} Ihre Adresse in der Forschungskonsole von Resona eingegeben hat. Wenn Sie sie nicht erwartet haben, ignorieren Sie sie einfach.',
};
