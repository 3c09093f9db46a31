import type { MessageCatalogue } from './en.ts';

/** Spanish: formal «usted» throughout. */
export const es: MessageCatalogue = {
  // Validation (spec §5)
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Introduzca una dirección de correo electrónico válida',
  passwordRequired: 'La contraseña es obligatoria',
  passwordRule:
    'La contraseña debe tener al menos 8 caracteres, con una letra mayúscula, un carácter especial y al menos un número',
  passwordTooLong: 'La contraseña debe tener como máximo 128 caracteres',
  passwordCommon:
    'Esta contraseña es demasiado fácil de adivinar: es una de las contraseñas más comunes o una de ellas apenas modificada. Elija otra, por favor',
  passwordServiceWord:
    'Esta contraseña es demasiado fácil de adivinar: se basa en una palabra relacionada con Resona, como «resona» o «respirar». Elija otra, por favor',
  passwordEmailPart:
    'Esta contraseña es demasiado fácil de adivinar: se basa en su dirección de correo electrónico. Elija otra, por favor',
  passwordPattern:
    'Esta contraseña es demasiado fácil de adivinar: se basa en un patrón del teclado, una repetición, una secuencia o una fecha. Elija otra, por favor',
  passwordCommonWord:
    'Esta contraseña es demasiado fácil de adivinar: se basa en una palabra o un nombre comunes. Elija otra, por favor',
  passwordGuessable:
    'Esta contraseña es demasiado fácil de adivinar. Elija una más larga: unas cuantas palabras sin relación entre sí forman una contraseña segura',
  confirmPasswordRequired: 'La confirmación de la contraseña es obligatoria',
  passwordsMismatch: 'Las contraseñas no coinciden',
  accessCodeRequired: 'El código de acceso es obligatorio',
  accessCodeEmpty: 'Introduzca el código de acceso',
  termsRequired: 'Acepte los Términos del servicio y la Política de privacidad.',
  meditationRequired: 'El campo «Meditación» es obligatorio',
  sessionSelectionRequired: 'Seleccione la información indicada arriba',
  fieldRequired: 'Este campo es obligatorio',
  fieldInvalid: 'Este valor no es válido',
  textControlCharacters: 'Este texto contiene caracteres no permitidos',
  // Replies (spec §8)
  somethingWrong: 'Algo ha salido mal',
  notFound: 'No encontrado',
  pageNotFound: 'Página no encontrada',
  noInternet: 'No hay conexión a internet',
  unauthorized: 'Inicie sesión para continuar',
  forbidden: 'No tiene acceso a este contenido',
  heartDataConsentMissing: 'Los datos cardíacos solo se guardan después de que acepte su recogida',
  userNotFound: 'Usuario no encontrado',
  invalidCredentials: 'Correo electrónico o contraseña incorrectos',
  idempotencyKeyReused: 'La misma Idempotency-Key ya se usó para otra solicitud',
  tooManyRequests: 'Demasiados intentos. Espere un momento y vuelva a intentarlo',
  serverBusy: 'El servidor está ocupado. Vuelva a intentarlo en un momento',
  notReady: 'El servidor aún no está listo. Vuelva a intentarlo en un momento',
  payloadTooLarge: 'La solicitud es demasiado grande',
  unsupportedMediaType: 'Este tipo de contenido no es compatible',
  botCheckFailed: 'La comprobación de seguridad ha fallado. Vuelva a intentarlo',
  invalidAccessCode: 'Este código de acceso no es válido',
  studyClosed: 'Este estudio ha finalizado y no admite nuevos participantes',
  alreadyInStudy:
    'Ya participa en otro estudio. Para unirse a este, retírese primero de ese estudio en Ajustes, Mi estudio',
  emailTaken: 'Ya existe una cuenta con este correo electrónico',
  ageNotAllowed: 'Lo sentimos, Resona solo está disponible para personas de {{minAge}} años o más',
  invalidToken: 'Este enlace no es válido. Solicite uno nuevo',
  tokenExpired: 'Este enlace ha caducado. Solicite uno nuevo',
  presurveyPending:
    'Complete primero el cuestionario previo al estudio. Le hemos enviado el enlace por correo electrónico',
  loginSuccess: 'Sesión iniciada correctamente',
  socialLoginSuccess: 'Sesión iniciada correctamente con su red social',
  // Social sign-in (issue 9)
  socialSignInFailed:
    'No se pudo confirmar el inicio de sesión con {{provider}}. Inténtelo de nuevo',
  socialEmailNotVerified:
    'Su cuenta de {{provider}} no compartió una dirección de correo verificada. Use una cuenta con una dirección verificada',
  socialEmailInUse:
    'Ya existe una cuenta con este correo electrónico. Inicie sesión con su correo y su contraseña',
  socialUnavailable: 'El inicio de sesión con {{provider}} no está disponible',
  logoutSuccess: 'Sesión cerrada correctamente',
  signupSuccess:
    'Registro completado. Verifique su dirección de correo electrónico con el enlace que le hemos enviado',
  verificationSent: 'Correo de verificación enviado correctamente',
  verificationSentRecently:
    'Se acaba de enviar un correo de verificación. Revise su bandeja de entrada y la carpeta de spam, o inténtelo de nuevo más tarde',
  verificationSentIfExists:
    'Si existe una cuenta con esta dirección, le hemos enviado un correo de verificación',
  emailVerified: 'Correo electrónico verificado correctamente',
  pleaseVerify: 'Verifique su identidad en su dispositivo',
  resetSent:
    'Si existe una cuenta con esta dirección, le hemos enviado un enlace para restablecer la contraseña',
  passwordResetDone: 'Su contraseña se ha cambiado. Inicie sesión',
  accessCodeAccepted: 'Código de acceso aceptado',
  surveyCompleted: 'Gracias, el cuestionario se ha completado',
  informationUpdated: 'Información actualizada correctamente',
  // Onboarding: survey, calibration, plans and payments, study surveys
  surveyUpdated: 'Cuestionario actualizado correctamente',
  speedSaved: 'Ritmo respiratorio guardado correctamente',
  speedNotAllowed: 'Elija uno de los ritmos de calibración',
  calibrationPaceTitle: '{{speed}} respiraciones por minuto',
  trialAfterDays: 'después de {{days}} días',
  paymentsUnavailable:
    'El pago con tarjeta está en mantenimiento. Utilice un código de acceso o vuelva a intentarlo más tarde',
  planAlreadyActive: 'Ya tiene este plan',
  planSuspendedUntilTermEnd:
    'Este plan está suspendido y no se puede volver a contratar hasta que finalice su periodo actual',
  purchaseStarted: 'Apruebe el pago para completar su compra',
  purchaseSuccess:
    '¡Compra realizada con éxito! Inicie sesión cuando reciba el correo de confirmación',
  suspendSuccess: '¡Suscripción suspendida con éxito! Espere el correo de confirmación',
  subscriptionNotSuspendable: 'Solo se puede suspender una suscripción activa',
  paymentProviderFailed:
    'No se ha podido contactar con el proveedor de pagos. Vuelva a intentarlo más tarde',
  invalidSignature: 'La firma no es válida',
  surveyAlreadySubmitted: 'Este cuestionario ya se ha enviado',
  sandboxCheckoutTitle: 'Pago de prueba (sandbox)',
  sandboxCheckoutNote: 'Esta es una página de pago de prueba. No se cobrará ningún importe.',
  sandboxApprove: 'Aprobar',
  sandboxCancel: 'Cancelar',
  sandboxCheckoutClosed: 'Este pago ha finalizado. Ya puede cerrar esta página.',
  pricePerMonth: '{{price}} US$ al mes',
  pricePerYear: '{{price}} US$ al año',
  // Mail
  mailVerifySubject: 'Verifique su dirección de correo electrónico para Resona',
  mailVerifyBody:
    'Le damos la bienvenida a Resona. Confirme su dirección de correo electrónico abriendo este enlace en un plazo de 24 horas:',
  mailResetSubject: 'Restablezca su contraseña de Resona',
  mailResetBody:
    'Se ha solicitado restablecer la contraseña de su cuenta de Resona. Si no ha sido usted, ignore este mensaje. De lo contrario, abra este enlace en el plazo de una hora para elegir una contraseña nueva:',
  mailPurchaseSubject: 'Su suscripción a Resona está activa',
  mailPurchaseBody:
    'Gracias. Su suscripción al plan {{plan}} ya está activa. Vuelva a iniciar sesión para continuar.',
  mailSuspendSubject: 'Su suscripción a Resona está suspendida',
  mailSuspendBody:
    'Su suscripción al plan {{plan}} está suspendida. Mantendrá el acceso hasta el {{date}}; no se realizarán más cobros.',
  mailSignature: 'El equipo de Resona',
  // Sessions: design, player, ratings and feedback (issue 4)
  favoriteAdded: 'Añadido a favoritos',
  favoriteRemoved: 'Eliminado de favoritos',
  exerciseLiked: 'Le gusta este ejercicio',
  exerciseDisliked: 'No le gusta este ejercicio',
  likeCleared: 'Se ha quitado su «Me gusta» o «No me gusta»',
  defaultSaved: 'Se ha guardado su elección de sesión',
  ratingSaved: 'Gracias, se ha guardado su valoración',
  feedbackSaved: 'Gracias por sus comentarios',
  feedbackDeleted: 'Comentario eliminado correctamente',
  historySaved: 'Sesión añadida a su historial',
  noExercisesFound: 'Todavía no hay ningún ejercicio disponible para esta elección',
  ratingInvalid: 'Por favor, elija una valoración del 1 al 5',
  feedbackRequired: 'Por favor, escriba su comentario',
  feedbackTooLong: 'El comentario debe tener como máximo 2000 caracteres',
  // The library: history, favourites, For You (issue 6)
  historyEmpty: 'Aún no hay sesiones en tu historial',
  historyItemDeleted: 'Sesión eliminada de tu historial',
  historyCleared: 'Historial de ejercicios borrado correctamente',
  allHistoryRemoved: 'Todo el historial se eliminó correctamente',
  favoritesEmpty: 'Aún no tienes favoritos',
  favoritesCleared: 'Favoritos eliminados correctamente',
  programEmpty: 'No hay elementos con fechas de vencimiento válidas.',
  noFeedback: 'No se encontraron comentarios',
  // Settings: account, language, password, support (issue 7)
  phoneInvalid: 'Introduce un número de teléfono válido',
  languageRequired: 'Elige un idioma',
  languageUpdated: 'Idioma actualizado correctamente',
  oldPasswordRequired: 'La contraseña anterior es obligatoria',
  oldPasswordWrong: 'La contraseña anterior no coincide',
  noPasswordToChange:
    'Esta cuenta inicia sesión con Google o Facebook y no tiene contraseña que cambiar',
  passwordChanged:
    'Contraseña cambiada correctamente. Se ha cerrado la sesión en tus otros dispositivos',
  subjectRequired: 'El asunto es obligatorio',
  subjectOneLine: 'El asunto debe ocupar una sola línea',
  subjectTooLong: 'El asunto debe tener como máximo 200 caracteres',
  supportMessageRequired: 'El mensaje es obligatorio',
  supportMessageTooLong: 'El mensaje debe tener como máximo 5000 caracteres',
  supportSent: 'Tu mensaje se ha enviado a nuestro equipo de soporte',
  supportLimit: 'Hoy ya has enviado el máximo de mensajes al soporte. Vuelve a intentarlo mañana',
  // Settings: my data and invite friends (issue 7)
  accountDeleted: 'Cuenta eliminada correctamente',
  deletePasswordWrong: 'La contraseña no es correcta',
  invitationSent: 'Invitación enviada',
  inviteTooMany: 'Puedes invitar como máximo a 10 amigos a la vez',
  inviteSelf: 'No puedes invitarte a ti mismo',
  inviteDailyLimit:
    'Hoy ya has enviado todas las invitaciones permitidas. Vuelve a intentarlo mañana',
  mailInviteSubject: '{{email}} te invita a Resona',
  mailInviteBody:
    '{{email}} usa Resona para la respiración lenta guiada y le gustaría que tú también la probaras. Puedes crear una cuenta aquí:',
  mailInviteWhy:
    'Recibes este mensaje porque {{email}} introdujo tu dirección en Resona. Si no te interesa, simplemente ignóralo.',
  // Early access from the promo pages (spec §7 User v2 early-access)
  earlyAccessNoted: 'Gracias. Te escribiremos cuando Resona abra.',
  mailEarlyAccessSubject: 'Te avisaremos cuando Resona abra',
  mailEarlyAccessBody:
    'Gracias por tu interés en Resona, respiración lenta y pausada para la calma y la concentración. Te escribiremos una sola vez, cuando Resona abra.',
  mailEarlyAccessWhy:
    'Recibes este mensaje porque esta dirección se dejó en el sitio web de Resona. Si no fuiste tú, simplemente ignóralo: no volveremos a escribirte.',
  // Reminders (settings issue 7, sent by issue 8)
  reminderUpdated: 'Recordatorio actualizado correctamente',
  reminderRemoved: 'Recordatorio eliminado correctamente',
  reminderTimeRequired: 'Elija una hora para el recordatorio',
  reminderTimeInvalid: 'Introduzca una hora como 7:30 AM',
  reminderTimeStep: 'Las horas de recordatorio van en pasos de 15 minutos',
  reminderTooMany: 'Puede configurar como máximo 8 recordatorios',
  timeZoneRequired: 'Falta la zona horaria',
  timeZoneInvalid: 'Esta zona horaria no es conocida',
  reminderNotificationTitle: 'Hora de respirar',
  reminderNotificationBody:
    'Su sesión diaria de respiración le espera. Unos minutos lentos ahora le ayudarán.',
  // Notifications and Web Push (issue 8)
  noNotification: 'No hay notificaciones disponibles',
  pushTurnedOn: 'Notificaciones push activadas',
  pushTurnedOff: 'Notificaciones push desactivadas',
  pushEndpointNotAllowed: 'Esta dirección de servicio push no está permitida',
  pushEndpointTaken: 'Las notificaciones de este navegador pertenecen a otra cuenta',
  pushSubscribed: 'Este dispositivo recibirá notificaciones',
  pushUnsubscribed: 'Este dispositivo ya no recibirá notificaciones',
  // The researcher console (issue 10)
  adminCodesCreated: '{{count}} códigos de acceso creados',
  adminCodeRevoked: 'Código de acceso revocado',
  adminApiTokenCreated: 'Token de API creado',
  adminApiTokenRevoked: 'Token de API revocado',
  adminAnalystPseudonymous:
    'Los analistas solo reciben exportaciones seudonimizadas: las direcciones de correo son para los propietarios e investigadores del estudio. Omita las direcciones',
  apiTokenPseudonymous: 'Un token de API solo da datos seudonimizados: omita include_email',
  adminCohortCreated: 'Cohorte creada',
  adminWhitelistUpdated: 'Lista blanca actualizada',
  adminProgramAssigned: 'Programa asignado',
  adminBroadcastSent: 'Mensaje enviado a {{count}} participantes',
  adminSurveySaved: 'Cuestionario guardado como versión {{version}}',
  adminSurveyDuplicateId: 'Cada pregunta necesita su propio identificador',
  adminParticipantNotFound: 'Ningún participante tiene esta dirección de correo electrónico',
  adminCohortNameTaken: 'Ya existe una cohorte con este nombre',
  adminCohortEitherOr: 'Elija una cohorte existente o nombre una nueva, no ambas cosas',
  adminCodeCountRange: 'Cree entre 1 y 500 códigos a la vez',
  adminUseLimitRange: 'Los usos por código deben estar entre 1 y 100000',
  adminExpiryPast: 'Esta fecha de caducidad ya ha pasado; elija una posterior',
  adminDateOrder: '«Hasta» no puede ser anterior a «Desde»',
  adminSurveyUnchanged: 'No ha cambiado nada, así que no se creó ninguna versión nueva',
  adminSurveyQuestionId: 'Usa de 1 a 64 letras minúsculas (a–z), dígitos o _',
  adminSurveyChoices: 'Indica entre 2 y 20 opciones',
  adminSurveyDuplicateChoice: 'Cada opción necesita su propio valor',
  adminSurveyChoiceValueLong: 'Como máximo 64 caracteres',
  adminSurveyMaxLength: 'Un número entero de 1 a 4000',
  adminSurveyNoQuestions: 'Añade al menos una pregunta',
  adminSurveyTooManyQuestions: 'Como máximo 50 preguntas',
  adminSurveyTextLong: 'Como máximo 2000 caracteres',
  // Support copies and study links
  ccOwnAddressOnly: 'Solo se puede enviar una copia a su propia dirección',
  studyLinkMissing: 'Abra este cuestionario desde el enlace que le enviamos por correo electrónico',
  studyLinkInvalid: 'Este enlace al cuestionario no es válido o ya se ha utilizado',
  studyLinkExpired:
    'Este enlace al cuestionario ha caducado. Inicie sesión en Resona y le enviaremos uno nuevo',
  mailStudySubject: 'Su cuestionario del estudio Resona',
  mailStudyBody:
    'Responda al cuestionario del estudio Resona abriendo este enlace. Funciona una sola vez, durante 7 días:',
  adminStudyLinksSent: 'Enlaces al cuestionario enviados: {{count}}',
  // Scheduled questionnaires (decision 084)
  adminScheduleDayRange: 'Elija un día entre 0 y 730',
  adminScheduleRemindRange: 'El recordatorio llega entre 1 y 60 días después',
  adminScheduleDayOrDate: 'Indique un día del estudio o una fecha, no ambos',
  adminScheduleDatePast: 'Esta fecha ya ha pasado; elija una posterior',
  adminScheduleSaved: 'Calendario guardado',
  questionnaireDueTitle: 'Su cuestionario está listo',
  questionnaireDueBody: '{{title}}: unos minutos para el estudio Resona. Gracias por responder.',
  questionnaireReminderTitle: 'Un recordatorio: su cuestionario',
  questionnaireReminderBody: '{{title}} sigue esperando sus respuestas. Solo lleva unos minutos.',
  mailQuestionnaireDueSubject: 'Su cuestionario de Resona: {{title}}',
  mailQuestionnaireDueBody:
    'Es el momento de un cuestionario del estudio Resona ({{title}}). Respóndalo abriendo este enlace. Funciona una sola vez, durante 7 días:',
  mailQuestionnaireReminderSubject: 'Un recordatorio: {{title}}',
  mailQuestionnaireReminderBody:
    'Su cuestionario del estudio Resona ({{title}}) sigue esperando sus respuestas. Abra este enlace. Funciona una sola vez, durante 7 días:',
  // Randomised arms (issue 20, decision 083)
  adminArmCreated: 'Brazo añadido',
  adminArmWeightRange: 'El peso debe ser un número entero de 1 a 10',
  adminBlockSizesInvalid:
    'Indique de uno a cinco tamaños de bloque, números enteros de 2 a 60, por ejemplo 4, 6',
  adminBlockSizeMultiple:
    'Cada tamaño de bloque debe ser múltiplo de la suma de los pesos de los brazos',
  adminRandomisationSaved: 'Aleatorización guardada',
  adminAllocationStarted:
    'Ya se han asignado participantes, así que los brazos y su aleatorización no pueden cambiar',
  adminRandomiseNeedsArms:
    'Para aleatorizar hacen falta al menos dos brazos y la aleatorización guardada (página Brazos)',
  adminTableSaved: 'Tabla de asignación guardada: {{count}} filas',
  adminTableLine:
    'La línea {{line}} de la tabla de asignación no es «número de secuencia, estrato, brazo» con un estrato de la estratificación actual y un brazo de este estudio',
  adminTableInvalid: 'Cada línea debe ser «número de secuencia, estrato, brazo»',
  adminTableDuplicate: 'La línea {{line}} repite un número de secuencia de su estrato',
  adminTableUsedRowChanged:
    'La plaza «{{slot}}» ya se asignó y debe seguir en la tabla tal como estaba',
  adminCohortIsArm: 'Esta cohorte ya es un brazo',
  studyFull:
    'Este estudio no admite nuevos participantes en este momento. Póngase en contacto con el equipo de investigación.',
  // The study's consent (decision 082)
  consentNameRequired: 'Escribe tu nombre completo para firmar',
  consentAgreeRequired: 'Marca la casilla para dar tu acuerdo',
  consentConfirmRequired: 'Confirma que quieres retirarte',
  consentRequired: 'Primero lee y firma el formulario de consentimiento',
  consentOutdated:
    'Se ha publicado una versión más reciente del consentimiento. Léela y vuelve a firmar',
  consentNotOpen: 'No tienes ningún consentimiento del estudio que firmar o retirar',
  consentSigned: 'Gracias. Tu consentimiento firmado (versión {{version}}) se ha guardado',
  consentWithdrawn: 'Te has retirado del estudio',
  consentCopyTitle: 'Consentimiento para participar en el estudio, versión {{version}}',
  consentCopySignedBy: 'Firmado por',
  consentCopySignedAt: 'Fecha',
  consentCopyVersion: 'Versión',
  consentCopyHash: 'SHA-256 del texto',
  adminConsentTooLong: 'El texto es demasiado largo (20.000 caracteres como máximo)',
  adminConsentSaved: 'Borrador guardado',
  adminConsentPublished: 'Versión {{version}} publicada',
  adminConsentNoDraft: 'No hay ningún borrador que publicar',
  adminConsentIncomplete:
    'Añade el texto en todos los idiomas antes de publicar. Falta: {{missing}}',
  adminConsentProtocolSaved: 'Protocolo guardado',
  // Rhythms a person makes (issue 30)
  rhythmNameRequired: 'Ponga un nombre a su ritmo',
  rhythmNameTooLong: 'El nombre de un ritmo puede tener como máximo 40 caracteres',
  rhythmBreathRange: 'Inspirar y espirar duran cada uno de 1 a 20 segundos',
  rhythmHoldRange: 'Una pausa dura de 0 a 30 segundos',
  rhythmPaceRange: 'El ritmo es de 1 a 30 respiraciones por minuto',
  rhythmRatioRange: 'Cada lado de la proporción va de 1 a 20',
  rhythmTenths: 'Use pasos de 0,1',
  rhythmRampRange: 'La desaceleración dura de 0,5 a 20 minutos',
  rhythmRampSlower: 'Empiece más rápido que el ritmo propio para ir bajando hasta él',
  rhythmTooMany: 'Puede guardar como máximo 50 ritmos',
  rhythmNotFound: 'Este ritmo ya no existe',
  rhythmOrderInvalid: 'Sus ritmos cambiaron mientras tanto. Inténtelo de nuevo',
  rhythmSaved: 'Ritmo guardado',
  rhythmDeleted: 'Ritmo eliminado',
  rhythmsReordered: 'Ritmos reordenados',
  deviceSignedOut: 'Dispositivo desconectado',
  otherDevicesSignedOut: 'Todos los demás dispositivos desconectados',
  participantSignedOut: 'Sesión cerrada en todos los dispositivos',
  codeRequired: 'Introduce el código de 6 dígitos de tu app de autenticación',
  codeFormat: 'El código tiene 6 dígitos',
  recoveryCodeRequired: 'Introduce uno de tus códigos de recuperación',
  recoveryCodeFormat: 'Un código de recuperación tiene 10 letras y cifras, como k7m2q-9xw4t',
  secondFactorRequired:
    'Introduce el código de tu app de autenticación para terminar de iniciar sesión',
  secondFactorWrong:
    'Ese código no es correcto. Introduce el código más reciente de tu app o un código de recuperación',
  secondFactorExpired:
    'Este inicio de sesión ha caducado. Vuelve a introducir tu correo y tu contraseña',
  authenticatorStarted: 'Escanea el código con tu app de autenticación',
  authenticatorAdded: 'App de autenticación añadida',
  authenticatorRemoved: 'App de autenticación eliminada',
  recoveryCodesCreated: 'Nuevos códigos de recuperación creados. Los anteriores ya no sirven',
  reauthPasswordRequired: 'Introduce tu contraseña para confirmar que eres tú',
  reauthPasswordWrong: 'Esa contraseña no es correcta',
  reauthRecentSignIn: 'Por tu seguridad, vuelve a iniciar sesión y haz después este cambio',
  authenticatorNotStarted: 'Vuelve a empezar a añadir la app de autenticación',
  noSecondFactor: 'Añade primero una app de autenticación',
  secondFactorForConsole:
    'La consola de investigación necesita un segundo factor: añade una app de autenticación o una llave de acceso en Ajustes → Seguridad e inicia sesión con ella',
  passkeyFailed: 'No se pudo comprobar la llave de acceso. Inténtalo de nuevo',
  passkeyNameRequired: 'Pon un nombre a la llave de acceso, como el dispositivo en que está',
  passkeyNameTooLong: 'El nombre de una llave de acceso tiene como máximo 60 caracteres',
  passkeyAdded: 'Llave de acceso añadida',
  passkeyRemoved: 'Llave de acceso eliminada',
  passkeyUnknown:
    'Esta llave de acceso no pertenece a ninguna cuenta de Resona. Inicia sesión con tu correo y tu contraseña',
  rhythmStartResonance: 'Mi ritmo de resonancia',
  rhythmStartCoherent: 'Coherente 5,5',
  rhythmStartExtendedExhale: 'Espiración larga 4:6',
  rhythmStartBox: 'Caja 4-4-4-4',
  rhythmStart478: '4-7-8',
  sessionMinutesRange: 'Una sesión dura de 1 a 120 minutos',
  sessionBreathsRange: 'Una sesión dura de 1 a 1000 respiraciones',
  // Safety alerts (issue 33, decision 109)
  adminSurveyAlertValues: 'Elija uno o más valores que guardan las opciones de esta pregunta',
  adminSurveyAlertAtLeast: 'Un número entero del 1 al 5',
  adminSafetyNameLong: 'Como máximo 80 caracteres',
  adminSafetyContactTaken: 'Esta dirección ya es un contacto del estudio',
  adminSafetyContactAdded: 'Contacto añadido: {{name}}',
  adminSafetyContactRemoved: 'Contacto eliminado',
  adminSafetyHelpSaved: 'Texto de ayuda guardado',
  mailSafetyAlertSubject: 'Alerta de seguridad en {{study}}',
  mailSafetyAlertBody:
    'La respuesta de un participante en el estudio {{study}} ha superado un umbral de seguridad. Actúe según indica el protocolo de seguridad de su estudio.\n\nCuestionario: {{questionnaire}}\nPregunta {{item}}: {{question}}\nRespuesta: {{answer}}\nParticipante (seudónimo): {{pseudonym}}',
  // Studies and their teams (issue 33, decision 108)
  adminStudyNameLong: 'Como máximo 80 caracteres',
  adminStudyNameTaken: 'Ya existe un estudio con este nombre',
  adminStudyCreated: 'Estudio creado',
  adminStudySaved: 'Estudio guardado',
  adminOwnerJoined: 'Ahora eres propietario de este estudio',
  adminInvitationSent: 'Invitación enviada a {{email}}',
  adminAlreadyMember: 'Esta dirección ya está en el equipo del estudio',
  adminInvitationRevoked: 'Invitación retirada',
  adminMemberRoleChanged: 'Rol cambiado',
  adminMemberRemoved: 'Quitado del equipo',
  adminInvitationLimitAccount:
    'Ha enviado {{limit}} invitaciones al equipo en esta hora, el máximo para una cuenta. Vuelva a intentarlo más tarde',
  adminInvitationLimitStudy:
    'El equipo de este estudio ha enviado {{limit}} invitaciones en esta hora, el máximo para un estudio. Vuelva a intentarlo más tarde',
  adminLastOwner:
    'Un estudio conserva al menos un propietario: haz antes propietario a otra persona',
  invitationNotFound:
    'Este enlace de invitación no es válido. Pide uno nuevo al propietario del estudio',
  invitationUsed: 'Esta invitación ya se ha usado. Pide una nueva al propietario del estudio',
  invitationExpired: 'Esta invitación ha caducado. Pide una nueva al propietario del estudio',
  invitationOtherAddress:
    'Esta invitación se envió a {{email}}. Inicia sesión con esa dirección para aceptarla',
  invitationAccepted: 'Te damos la bienvenida al equipo de {{study}}',
  studyRoleOwner: 'propietario',
  studyRoleResearcher: 'investigador',
  studyRoleAnalyst: 'analista',
  studyRoleMonitor: 'monitor',
  mailStudyInviteSubject: 'Únete al equipo de {{study}} en Resona',
  mailStudyInviteBody:
    '{{email}} te invita a unirte al equipo del estudio {{study}} en Resona como {{role}}. Abre este enlace para aceptar; funciona una vez, durante {{days}} días:',
  mailStudyInviteWhy:
    'Antes de que se abra el estudio configurarás un segundo factor (una aplicación de autenticación o una llave de acceso). Recibes este mensaje porque {{email}} introdujo tu dirección en la consola de investigación de Resona. Si no lo esperabas, simplemente ignóralo.',
};
