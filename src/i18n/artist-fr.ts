/**
 * The words of the pages written for the artist alone (artistPages in site.config.ts), in French
 * only: what the artist reads is in French, and these pages have no English or Spanish twin.
 */
export const artistPagesText = {
  approveProAccount: {
    title: 'Approuver un compte pro',
    description: "Approuver, depuis le lien du mail de demande, l'accès d'un compte aux documents réservés de l'espace professionnel.",
    eyebrow: 'Espace pro',
    lead: "Ouvrir cette page n'a rien changé : le compte n'est approuvé que si vous appuyez sur le bouton.",
    /** What approving does, and how long the link lasts. */
    effect: (days: number) =>
      `Approuver ce compte lui ouvre les documents réservés de l'espace pro (conditions, contrats) ; les kits presse et technique, eux, sont publics. Le lien ne sert qu'une fois, pendant ${days} jours après la demande.`,
    noScript: "Cette page a besoin de JavaScript pour envoyer l'approbation : activez-le, puis rouvrez le lien du mail.",
    approve: 'Approuver ce compte',
    incomplete:
      "Ce lien est incomplet : il lui manque le jeton qui désigne le compte. Ouvrez le lien tel qu'il est dans le mail « Espace pro : demande d'accès » (en entier, s'il est coupé sur deux lignes) ; rien n'a été approuvé.",
    sending: 'Approbation en cours…',
    unreachable: (days: number) =>
      `Le serveur des comptes ne répond pas : rien n'a été approuvé. Vérifiez votre connexion à Internet, puis appuyez de nouveau sur « Approuver ce compte » ; le lien reste valable ${days} jours après la demande.`,
    unexpected:
      "Le serveur a répondu sans dire ce qu'il a fait. Appuyez de nouveau sur « Approuver ce compte » dans un instant : un compte déjà approuvé le reste, et la page le dira.",
  },
};
