//! The fixed wording of the decision notice in English and Romanian: its headings and labels,
//! the decision types with their legal basis, the statuses, the conditions every decision
//! carries (UCC Art. 23) and the right of appeal (UCC Art. 44 and 45).
//!
//! "The Code" is the Union Customs Code, Regulation (EU) No 952/2013; "DA" the Commission
//! Delegated Regulation (EU) 2015/2446 that lays down the conditions of each authorisation.

use crate::Locale;

macro_rules! texts {
    ($($name:ident: $en:literal, $ro:literal;)*) => {
        /// Every fixed text of the notice.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum T { $($name),* }

        impl T {
            pub fn text(self, locale: Locale) -> &'static str {
                match (self, locale) {
                    $((T::$name, Locale::En) => $en, (T::$name, Locale::Ro) => $ro,)*
                }
            }
        }
    };
}

texts! {
    Kicker: "DECISION NOTICE", "NOTIFICAREA DECIZIEI";
    Title: "Customs decision", "Decizie vamală";
    Reference: "Decision reference number", "Numărul de referință al deciziei";
    Decision: "The decision", "Decizia";
    DecisionType: "Type of decision", "Tipul deciziei";
    LegalBasis: "Legal basis", "Temei juridic";
    Holder: "Holder of the decision", "Titularul deciziei";
    Eori: "EORI number", "Numărul EORI";
    Office: "Competent customs office", "Biroul vamal competent";
    Application: "Application reference", "Referința cererii";
    DecisionDate: "Date of the decision", "Data deciziei";
    Validity: "Validity", "Valabilitate";
    From: "From", "De la";
    To: "to", "până la";
    NoEnd: "no end date", "fără dată de sfârșit";
    Status: "Status", "Starea";
    NotInForce: "This decision is no longer in force.", "Această decizie nu mai este în vigoare.";
    NotYetInForce: "This decision takes effect on its validity start date.", "Această decizie produce efecte de la data de început a valabilității.";
    Essential: "Essential data of the decision", "Datele esențiale ale deciziei";
    NoEssential: "The decision holds no further data.", "Decizia nu cuprinde alte date.";
    Conditions: "Conditions", "Condiții";
    Appeal: "Right of appeal", "Dreptul de contestare";
    Page: "Page", "Pagina";
    Of: "of", "din";
    Printed: "Printed on", "Tipărit la";
}

/// One decision type: its code, its name in both languages and the law it is taken under.
pub struct DecisionType {
    pub code: &'static str,
    pub en: &'static str,
    pub ro: &'static str,
    pub basis_en: &'static str,
    pub basis_ro: &'static str,
}

impl DecisionType {
    pub fn title(&self, locale: Locale) -> &'static str {
        match locale {
            Locale::En => self.en,
            Locale::Ro => self.ro,
        }
    }

    pub fn legal_basis(&self, locale: Locale) -> &'static str {
        match locale {
            Locale::En => self.basis_en,
            Locale::Ro => self.basis_ro,
        }
    }
}

const fn t(
    code: &'static str,
    en: &'static str,
    ro: &'static str,
    basis_en: &'static str,
    basis_ro: &'static str,
) -> DecisionType {
    DecisionType {
        code,
        en,
        ro,
        basis_en,
        basis_ro,
    }
}

/// The sixteen decision types of the portal with the article of the Code that provides for the
/// authorisation and, for the transit simplifications and the entry in the declarant's
/// records, the articles of the DA that set its conditions (the special procedures: the
/// Code's Art. 211(1) that requires the authorisation and the procedure's own article).
#[rustfmt::skip] // one row per decision type: the table reads as a table
pub static DECISION_TYPES: &[DecisionType] = &[
    t("ACT", "Authorised consignee for TIR operations", "Destinatar autorizat pentru operațiuni TIR",
      "Article 230 of the Code; Articles 186 and 187 DA",
      "Articolul 230 din Cod; articolele 186 și 187 din RD"),
    t("ACE", "Authorised consignee for Union transit", "Destinatar autorizat pentru tranzitul unional",
      "Article 233(4)(b) of the Code; Articles 191, 194 and 195 DA",
      "Articolul 233 alineatul (4) litera (b) din Cod; articolele 191, 194 și 195 din RD"),
    t("ACR", "Authorised consignor for Union transit", "Expeditor autorizat pentru tranzitul unional",
      "Article 233(4)(a) of the Code; Articles 191 to 193 DA",
      "Articolul 233 alineatul (4) litera (a) din Cod; articolele 191-193 din RD"),
    t("TRD", "Use of a transit declaration with reduced data requirements", "Utilizarea unei declarații de tranzit cu un set redus de date",
      "Article 233(4)(d) of the Code; Articles 191 and 198 DA",
      "Articolul 233 alineatul (4) litera (d) din Cod; articolele 191 și 198 din RD"),
    t("ETD", "Use of an electronic transport document as customs declaration", "Utilizarea unui document electronic de transport ca declarație vamală",
      "Article 233(4)(e) of the Code; Articles 191 and 199 DA",
      "Articolul 233 alineatul (4) litera (e) din Cod; articolele 191 și 199 din RD"),
    t("SSE", "Use of seals of a special type", "Utilizarea sigiliilor de un tip special",
      "Article 233(4)(c) of the Code; Articles 191 and 197 DA",
      "Articolul 233 alineatul (4) litera (c) din Cod; articolele 191 și 197 din RD"),
    t("EIR", "Entry of data in the declarant's records", "Înscrierea datelor în evidențele declarantului",
      "Article 182 of the Code; Article 150 DA",
      "Articolul 182 din Cod; articolul 150 din RD"),
    t("DPO", "Deferment of the payment of duty", "Amânarea plății taxelor",
      "Articles 110 and 111 of the Code",
      "Articolele 110 și 111 din Cod"),
    t("OPO", "Outward processing", "Perfecționare pasivă",
      "Articles 211(1)(a) and 259 of the Code",
      "Articolul 211 alineatul (1) litera (a) și articolul 259 din Cod"),
    t("IPO", "Inward processing", "Perfecționare activă",
      "Articles 211(1)(a) and 256 of the Code",
      "Articolul 211 alineatul (1) litera (a) și articolul 256 din Cod"),
    t("EUS", "End use", "Destinație finală",
      "Articles 211(1)(a) and 254 of the Code",
      "Articolul 211 alineatul (1) litera (a) și articolul 254 din Cod"),
    t("TST", "Operation of temporary storage facilities", "Administrarea spațiilor de depozitare temporară",
      "Article 148 of the Code",
      "Articolul 148 din Cod"),
    t("CWP", "Operation of storage facilities for the customs warehousing of goods", "Administrarea spațiilor de depozitare pentru antrepozitarea vamală a mărfurilor",
      "Articles 211(1)(b) and 240 of the Code",
      "Articolul 211 alineatul (1) litera (b) și articolul 240 din Cod"),
    t("SDE", "Regular use of a simplified declaration", "Utilizarea periodică a declarației simplificate",
      "Article 166(2) of the Code",
      "Articolul 166 alineatul (2) din Cod"),
    t("CGU", "Provision of a comprehensive guarantee, including possible reduction or waiver", "Constituirea unei garanții globale, inclusiv posibila reducere sau exonerare",
      "Articles 89(5) and 95 of the Code",
      "Articolul 89 alineatul (5) și articolul 95 din Cod"),
    t("TEA", "Temporary admission", "Admitere temporară",
      "Articles 211(1)(a) and 250 of the Code",
      "Articolul 211 alineatul (1) litera (a) și articolul 250 din Cod"),
];

/// The decision type of `code` (`ACR`), if it is one of the portal's.
pub fn decision_type(code: &str) -> Option<&'static DecisionType> {
    DECISION_TYPES.iter().find(|d| d.code == code.trim())
}

/// The acts the legal basis cites, spelled out once under it.
pub fn acts(locale: Locale) -> &'static str {
    match locale {
        Locale::En => "The Code: Regulation (EU) No 952/2013 (Union Customs Code); DA: Commission Delegated Regulation (EU) 2015/2446.",
        Locale::Ro => "Codul: Regulamentul (UE) nr. 952/2013 (Codul vamal al Uniunii); RD: Regulamentul delegat (UE) 2015/2446 al Comisiei.",
    }
}

/// A decision's status as the notice names it (the statuses of
/// `vama_rules::authorisation::workflow` in which a decision exists); others as they are.
pub fn status(status: &str, locale: Locale) -> &str {
    match (status, locale) {
        ("ISSUED", Locale::En) => "Issued",
        ("ISSUED", Locale::Ro) => "Emisă",
        ("ACTIVE", Locale::En) => "Active",
        ("ACTIVE", Locale::Ro) => "Activă",
        ("SUSPENDED", Locale::En) => "Suspended",
        ("SUSPENDED", Locale::Ro) => "Suspendată",
        ("REVOKED", Locale::En) => "Revoked",
        ("REVOKED", Locale::Ro) => "Revocată",
        ("ANNULLED", Locale::En) => "Annulled",
        ("ANNULLED", Locale::Ro) => "Anulată",
        ("EXPIRED", Locale::En) => "Expired",
        ("EXPIRED", Locale::Ro) => "Expirată",
        _ => status,
    }
}

/// Whether a decision in `status` has stopped having effect for good.
pub fn ended(status: &str) -> bool {
    matches!(status, "REVOKED" | "ANNULLED" | "EXPIRED")
}

/// What every decision binds its holder to (UCC Art. 23(1) and (2)) and how it may end or
/// change (UCC Art. 23(3), 27 and 28), before the conditions of the decision itself.
pub fn standard_conditions(locale: Locale) -> [&'static str; 3] {
    match locale {
        Locale::En => [
            "The holder shall comply with the obligations resulting from this decision (Article 23(1) of the Code).",
            "The holder shall inform the competent customs office without delay of any factor arising after this decision was taken which may influence its continuation or content (Article 23(2) of the Code).",
            "The customs authorities monitor the conditions and criteria of this decision; they may annul, revoke or amend it where the Code so provides (Articles 23(5), 27 and 28 of the Code).",
        ],
        Locale::Ro => [
            "Titularul respectă obligațiile care decurg din prezenta decizie (articolul 23 alineatul (1) din Cod).",
            "Titularul informează fără întârziere biroul vamal competent cu privire la orice element survenit după luarea prezentei decizii care poate influența menținerea sau conținutul acesteia (articolul 23 alineatul (2) din Cod).",
            "Autoritățile vamale monitorizează condițiile și criteriile prezentei decizii; ele o pot anula, revoca sau modifica în cazurile prevăzute de Cod (articolul 23 alineatul (5), articolele 27 și 28 din Cod).",
        ],
    }
}

/// The right of appeal against the decision (UCC Art. 44; Art. 45(1): an appeal does not
/// suspend the decision), naming the office it is lodged with.
pub fn appeal(office: &str, locale: Locale) -> Vec<String> {
    let office = office.trim();
    match locale {
        Locale::En => vec![
            format!(
                "Under Article 44 of the Code, the holder has the right to appeal against this decision. The appeal is lodged in writing with the competent customs office that took the decision{}, within the time limit that national law sets, and may then be brought before a higher independent body, which may be a judicial authority.",
                if office.is_empty() { String::new() } else { format!(" ({office})") }
            ),
            "Lodging an appeal does not suspend the implementation of this decision (Article 45(1) of the Code).".to_owned(),
        ],
        Locale::Ro => vec![
            format!(
                "În temeiul articolului 44 din Cod, titularul are dreptul de a contesta prezenta decizie. Contestația se depune în scris la biroul vamal competent care a luat decizia{}, în termenul stabilit de legislația națională, și poate fi apoi adusă în fața unui organ superior independent, care poate fi o autoritate judiciară.",
                if office.is_empty() { String::new() } else { format!(" ({office})") }
            ),
            "Depunerea contestației nu suspendă executarea prezentei decizii (articolul 45 alineatul (1) din Cod).".to_owned(),
        ],
    }
}

/// "From 2026-05-01 to 2027-04-30", or "From 2026-05-01 (no end date)".
pub fn validity(start: &str, end: Option<&str>, locale: Locale) -> String {
    let start = start.trim();
    match end.map(str::trim).filter(|e| !e.is_empty()) {
        Some(end) => format!(
            "{} {start} {} {end}",
            T::From.text(locale),
            T::To.text(locale)
        ),
        None => format!(
            "{} {start} ({})",
            T::From.text(locale),
            T::NoEnd.text(locale)
        ),
    }
}
