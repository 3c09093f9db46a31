import type { UiCatalogue } from '../../types.ts';

const fr: UiCatalogue = {
  common: {
    back: 'Retour',
    close: 'Fermer',
    show: 'Afficher',
    hide: 'Masquer',
    homeLink: 'Accueil Resona',
    language: 'Langue',
    loading: 'Chargement…',
    notifications: 'Notifications',
    skipToContent: 'Aller au contenu',
  },
  fields: {
    email: 'E-mail',
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    accessCode: "Code d'accès",
  },
  auth: {
    logout: 'Se déconnecter',
  },
  botCheck: {
    checking: 'Vérification de la sécurité de la connexion au site...',
    passed: 'La connexion est sécurisée. Un instant…',
    configError: 'Impossible de joindre le serveur. Vérifiez votre connexion, puis réessayez.',
    widget: {
      label: 'Je suis humain',
      loading: 'Chargement…',
      verifying: 'Vérification…',
      verified: 'Vérifié',
      error: 'La vérification a échoué. Réessayez plus tard.',
      expired: 'La vérification a expiré. Réessayez.',
      required: 'Veuillez attendre la vérification de sécurité.',
      wait: 'Vérification… veuillez patienter.',
      reload: 'Recharger',
      verify: 'Vérifier',
    },
  },
  login: {
    title: 'Bon retour',
    subtitle: 'Connectez-vous pour poursuivre votre pratique de la respiration.',
    forgot: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    noAccount: 'Nouveau sur Resona ?',
    signupLink: 'Créer un compte',
  },
  signup: {
    title: 'Créez votre compte',
    subtitle: "Commencez la respiration rythmée avec votre code d'accès.",
    terms:
      "J'accepte les <terms>Conditions d'utilisation</terms> et la <privacy>Politique de confidentialité</privacy>.",
    submit: "S'inscrire",
    haveAccount: 'Vous avez déjà un compte ?',
    loginLink: 'Se connecter',
    redirecting: "Nous vous menons à l'étape suivante…",
  },
  social: {
    or: 'ou',
    google: 'Continuer avec Google',
    facebook: 'Continuer avec Facebook',
    unavailable: "Ce mode de connexion n'est pas encore disponible.",
  },
  forgot: {
    title: 'Mot de passe oublié ?',
    subtitle: 'Saisissez votre e-mail : nous vous enverrons un lien pour en choisir un nouveau.',
    submit: 'Réinitialiser',
    back: 'Retour à la connexion',
  },
  resetPassword: {
    title: 'Choisissez un nouveau mot de passe',
    subtitle: 'Au moins 8 caractères, dont une majuscule, un chiffre et un caractère spécial.',
    submit: 'Enregistrer le mot de passe',
    requestNew: 'Demander un nouveau lien',
  },
  verifyEmail: {
    title: "Vérification de l'e-mail",
    checking: 'Vérification de votre adresse e-mail…',
    redirecting: "Vous serez redirigé vers l'étape suivante dans quelques secondes.",
    toCheck: 'Aller à la page de vérification',
  },
  check: {
    title: 'Vérifiez votre e-mail',
    subtitle:
      "Nous avons envoyé un lien à votre adresse e-mail. Ouvrez-le, puis appuyez sur Vérifié. Pas d'e-mail ? Appuyez sur Renvoyer.",
    resend: 'Renvoyer',
    verified: 'Vérifié',
  },
  algorithm: {
    title: 'Choisissez votre formule',
    subtitle: 'Chaque formule commence par un essai gratuit de 7 jours.',
    plansSoon: 'Le choix de la formule et le paiement seront bientôt disponibles ici.',
    accessCodeTitle: "Vous avez un code d'accès ?",
    redeem: 'Valider',
  },
  promo: {
    title: 'Respirez à votre rythme',
    subtitle:
      'Une respiration lente guidée pour mieux résister au stress, se concentrer et mieux dormir.',
    frameLabel: 'Vidéo de présentation de Resona',
    caption: 'La vidéo de présentation sera diffusée ici.',
  },
  terms: {
    title: "Conditions d'utilisation",
    intro: 'Veuillez lire ces conditions avant d’utiliser Resona.',
    use: {
      title: 'Utiliser Resona',
      body: 'Resona propose des séances guidées de respiration rythmée pour un usage personnel. Utilisez-le uniquement dans le respect de ces conditions et de la loi.',
    },
    account: {
      title: 'Votre compte',
      body: "Gardez votre mot de passe secret et vos informations exactes. Vous êtes responsable de l'activité de votre compte.",
    },
    health: {
      title: 'Pas un avis médical',
      body: 'Les exercices de respiration ne sont pas un traitement médical. Arrêtez si vous vous sentez mal et consultez un médecin pour toute question de santé.',
    },
    content: {
      title: 'Contenu',
      body: 'Les séances, vidéos et textes appartiennent à Resona et à ses partenaires. Ne les copiez pas et ne les redistribuez pas.',
    },
    changes: {
      title: 'Modifications',
      body: 'Nous pouvons mettre à jour ces conditions. Nous vous informerons des changements importants avant leur entrée en vigueur.',
    },
  },
  privacy: {
    title: 'Politique de confidentialité',
    effective: "Date d'entrée en vigueur : {{date}}",
    beta: 'Resona est en version bêta et gratuit. Cette politique explique ce que nous collectons et pourquoi.',
    collectTitle: 'Ce que nous collectons',
    collect:
      "Votre adresse e-mail et les données que vous nous fournissez, notamment votre âge, votre nom, votre expérience de la méditation, l'évaluation de votre ressenti avant et après une séance, et vos commentaires.",
    useTitle: 'Comment nous les utilisons',
    use: 'Pour faire fonctionner vos séances, adapter votre rythme de respiration, améliorer le service et, si vous y participez, pour la recherche.',
    childrenTitle: 'Enfants',
    children:
      "Resona n'est pas proposé aux personnes de moins de {{minAge}} ans. Nous ne collectons pas sciemment leurs données.",
    disclosureTitle: 'Communication',
    disclosure:
      "Au cours des 12 derniers mois, nous n'avons vendu aucune information personnelle. Nous ne la communiquons qu'aux prestataires qui nous aident à faire fonctionner Resona.",
    rightsTitle: 'Vos droits',
    rights:
      'Vous pouvez télécharger ou supprimer vos données à tout moment dans les Paramètres, ou nous contacter via le Support.',
  },
  nav: {
    label: 'Principal',
    home: 'Accueil',
    forYou: 'Pour vous',
    history: 'Historique',
    favorites: 'Favoris',
    settings: 'Paramètres',
  },
  footer: {
    label: 'Pied de page',
    about: 'À propos',
    terms: 'Conditions',
    termsOfUse: "Conditions d'utilisation",
    support: 'Support',
    privacy: 'Confidentialité',
  },
  userMenu: {
    label: 'Menu du compte',
    signedInAs: 'Connecté en tant que',
  },
  settings: {
    loggedIn: 'Vous êtes connecté en tant que {{email}}',
    account: 'Détails du compte',
    editAccount: 'Modifier les détails du compte',
    language: 'Langue',
    password: 'Changer le mot de passe',
    subscriptions: 'Gérer les abonnements',
    reminder: 'Rappel quotidien',
    invite: 'Inviter des amis',
    myData: 'Mes données',
    support: 'Support',
  },
  about: {
    title: 'À propos',
    body1:
      'Resona vous guide dans une respiration lente et rythmée, à environ cinq respirations par minute, le rythme auquel le cœur et le souffle s’accordent.',
    body2: 'Il est conçu avec des chercheurs qui étudient la respiration, le stress et le sommeil.',
  },
  pages: {
    ageQuestion: "Votre tranche d'âge",
    genderQuestion: 'Votre genre',
    languageQuestion: 'Votre langue',
    experienceQuestion: 'Votre expérience de la méditation',
    tutorial: 'Tutoriel',
    skipTutorial: "Passer à l'accueil",
    calibration: 'Trouvez votre rythme de respiration',
    studySurvey: "Questionnaire de l'étude",
    sessionDesign: 'Composez votre séance',
    beforeRating: 'Comment vous sentez-vous en ce moment ?',
    player: 'Votre séance',
    afterRating: 'Comment vous sentez-vous maintenant ?',
    history: 'Historique',
    historyDetail: 'Détails de la séance',
    favorites: 'Favoris',
    favoriteDetail: 'Détails du favori',
    program: 'Pour vous',
    reminder: 'Rappel quotidien',
  },
  comingSoon: {
    body: 'Cette partie de Resona est en préparation. Respirez lentement — elle arrive bientôt.',
    step: 'Étape {{step}}',
  },
  error: {
    title: 'Un problème est survenu',
    body: "Cette page n'a pas pu s'afficher. Veuillez réessayer.",
    retry: 'Réessayer',
    home: "Aller à la page d'accueil",
  },
  notFound: {
    body: "La page que vous cherchez n'existe pas ou a été déplacée.",
  },
};

export default fr;
