import type { UiCatalogue } from '../../types.ts';

const es: UiCatalogue = {
  common: {
    back: 'Volver',
    close: 'Cerrar',
    show: 'Mostrar',
    hide: 'Ocultar',
    homeLink: 'Inicio de Resona',
    language: 'Idioma',
    loading: 'Cargando…',
    notifications: 'Notificaciones',
    skipToContent: 'Saltar al contenido',
  },
  fields: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar contraseña',
    accessCode: 'Código de acceso',
  },
  auth: {
    logout: 'Cerrar sesión',
  },
  botCheck: {
    checking: 'Comprobando si la conexión con el sitio es segura...',
    passed: 'La conexión es segura. Un momento…',
    configError:
      'No pudimos contactar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    widget: {
      label: 'Soy humano',
      loading: 'Cargando…',
      verifying: 'Comprobando…',
      verified: 'Comprobado',
      error: 'La comprobación ha fallado. Inténtalo más tarde.',
      expired: 'La comprobación ha caducado. Inténtalo de nuevo.',
      required: 'Espera a que termine la comprobación de seguridad.',
      wait: 'Comprobando… espera, por favor.',
      reload: 'Recargar',
      verify: 'Comprobar',
    },
  },
  login: {
    title: 'Hola de nuevo',
    subtitle: 'Inicia sesión para continuar con tu práctica de respiración.',
    forgot: '¿Has olvidado tu contraseña?',
    submit: 'Iniciar sesión',
    noAccount: '¿Eres nuevo en Resona?',
    signupLink: 'Crear una cuenta',
  },
  signup: {
    title: 'Crea tu cuenta',
    subtitle: 'Empieza a respirar a tu ritmo con tu código de acceso.',
    terms:
      'Acepto los <terms>Términos del servicio</terms> y la <privacy>Política de privacidad</privacy>.',
    submit: 'Registrarse',
    haveAccount: '¿Ya tienes una cuenta?',
    loginLink: 'Iniciar sesión',
    redirecting: 'Te llevamos al siguiente paso…',
  },
  social: {
    or: 'o',
    google: 'Continuar con Google',
    facebook: 'Continuar con Facebook',
    unavailable: 'Esta forma de iniciar sesión aún no está disponible.',
  },
  forgot: {
    title: '¿Has olvidado tu contraseña?',
    subtitle: 'Escribe tu correo y te enviaremos un enlace para elegir una nueva.',
    submit: 'Restablecer',
    back: 'Volver a iniciar sesión',
  },
  resetPassword: {
    title: 'Elige una nueva contraseña',
    subtitle: 'Al menos 8 caracteres, con una mayúscula, un número y un carácter especial.',
    submit: 'Guardar contraseña',
    requestNew: 'Solicitar un enlace nuevo',
  },
  verifyEmail: {
    title: 'Verificación del correo',
    checking: 'Verificando tu dirección de correo…',
    redirecting: 'En unos segundos pasarás al siguiente paso.',
    toCheck: 'Ir a la página de verificación',
  },
  check: {
    title: 'Verifica tu correo',
    subtitle:
      'Hemos enviado un enlace a tu correo. Ábrelo y pulsa Verificado. ¿No te ha llegado? Pulsa Reenviar.',
    resend: 'Reenviar',
    verified: 'Verificado',
  },
  algorithm: {
    title: 'Elige tu plan',
    subtitle: 'Todos los planes empiezan con 7 días de prueba gratis.',
    plansSoon: 'Pronto podrás elegir tu plan y pagar aquí.',
    accessCodeTitle: '¿Tienes un código de acceso?',
    redeem: 'Enviar',
  },
  promo: {
    title: 'Respira a tu propio ritmo',
    subtitle: 'Respiración lenta guiada para resistir el estrés, concentrarte y dormir mejor.',
    frameLabel: 'Vídeo promocional de Resona',
    caption: 'Aquí se reproducirá el vídeo promocional.',
  },
  terms: {
    title: 'Términos de uso',
    intro: 'Lee estos términos antes de usar Resona.',
    use: {
      title: 'Uso de Resona',
      body: 'Resona ofrece sesiones guiadas de respiración pausada para uso personal. Úsalo solo de acuerdo con estos términos y la ley.',
    },
    account: {
      title: 'Tu cuenta',
      body: 'Mantén tu contraseña en secreto y tus datos al día. Eres responsable de la actividad de tu cuenta.',
    },
    health: {
      title: 'No es consejo médico',
      body: 'Los ejercicios de respiración no son un tratamiento médico. Detente si te encuentras mal y consulta a un médico ante cualquier duda de salud.',
    },
    content: {
      title: 'Contenido',
      body: 'Las sesiones, vídeos y textos pertenecen a Resona y a sus socios. No los copies ni los redistribuyas.',
    },
    changes: {
      title: 'Cambios',
      body: 'Podemos actualizar estos términos. Te avisaremos de los cambios importantes antes de que se apliquen.',
    },
  },
  privacy: {
    title: 'Política de privacidad',
    effective: 'Fecha de entrada en vigor: {{date}}',
    beta: 'Resona está en fase beta y es gratuito. Esta política explica qué datos recogemos y por qué.',
    collectTitle: 'Qué recogemos',
    collect:
      'Tu dirección de correo y los datos que nos das, como tu edad, tu nombre, tu experiencia en meditación, cómo valoras tu estado antes y después de una sesión, y tus comentarios.',
    useTitle: 'Cómo los usamos',
    use: 'Para ofrecerte tus sesiones, adaptar tu ritmo de respiración, mejorar el servicio y, si participas, para la investigación.',
    childrenTitle: 'Menores',
    children:
      'Resona no se ofrece a personas menores de {{minAge}} años. No recogemos sus datos de forma consciente.',
    disclosureTitle: 'Divulgación',
    disclosure:
      'En los últimos 12 meses no hemos vendido información personal. Solo la compartimos con proveedores que nos ayudan a hacer funcionar Resona.',
    rightsTitle: 'Tus derechos',
    rights:
      'Puedes descargar o eliminar tus datos en Ajustes en cualquier momento, o escribirnos a través de Soporte.',
  },
  nav: {
    label: 'Principal',
    home: 'Inicio',
    forYou: 'Para ti',
    history: 'Historial',
    favorites: 'Favoritos',
    settings: 'Ajustes',
  },
  footer: {
    label: 'Pie de página',
    about: 'Quiénes somos',
    terms: 'Términos',
    termsOfUse: 'Términos de uso',
    support: 'Soporte',
    privacy: 'Privacidad',
  },
  userMenu: {
    label: 'Menú de la cuenta',
    signedInAs: 'Sesión iniciada como',
  },
  settings: {
    loggedIn: 'Has iniciado sesión como {{email}}',
    account: 'Datos de la cuenta',
    editAccount: 'Editar datos de la cuenta',
    language: 'Idioma',
    password: 'Cambiar contraseña',
    subscriptions: 'Gestionar suscripciones',
    reminder: 'Recordatorio diario',
    invite: 'Invitar a amigos',
    myData: 'Mis datos',
    support: 'Soporte',
  },
  about: {
    title: 'Quiénes somos',
    body1:
      'Resona te guía en una respiración lenta y pausada, de unas cinco respiraciones por minuto, el ritmo en el que el corazón y la respiración se acompasan.',
    body2: 'Lo creamos junto a investigadores que estudian la respiración, el estrés y el sueño.',
  },
  pages: {
    ageQuestion: 'Tu grupo de edad',
    genderQuestion: 'Tu género',
    languageQuestion: 'Tu idioma',
    experienceQuestion: 'Tu experiencia en meditación',
    tutorial: 'Tutorial',
    skipTutorial: 'Ir al inicio',
    calibration: 'Encuentra tu ritmo de respiración',
    studySurvey: 'Encuesta del estudio',
    sessionDesign: 'Diseña tu sesión',
    beforeRating: '¿Cómo te sientes ahora mismo?',
    player: 'Tu sesión',
    afterRating: '¿Cómo te sientes ahora?',
    history: 'Historial',
    historyDetail: 'Detalles de la sesión',
    favorites: 'Favoritos',
    favoriteDetail: 'Detalles del favorito',
    program: 'Para ti',
    reminder: 'Recordatorio diario',
  },
  comingSoon: {
    body: 'Esta parte de Resona se está preparando. Respira despacio: pronto estará aquí.',
    step: 'Paso {{step}}',
  },
  error: {
    title: 'Algo ha salido mal',
    body: 'No se ha podido mostrar esta página. Inténtalo de nuevo.',
    retry: 'Reintentar',
    home: 'Ir a la página de inicio',
  },
  notFound: {
    body: 'La página que buscas no existe o se ha movido.',
  },
};

export default es;
