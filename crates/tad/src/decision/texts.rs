//! The fixed wording of the decision notice in English, Romanian and Russian: its headings and
//! labels, the decision types with their legal basis, the statuses, the conditions every
//! decision carries (UCC Art. 23) and the right of appeal (UCC Art. 44 and 45). The Russian
//! cites the Code and the DA as "Кодекс" and "ДР" (Делегированный регламент).
//!
//! "The Code" is the Union Customs Code, Regulation (EU) No 952/2013; "DA" the Commission
//! Delegated Regulation (EU) 2015/2446 that lays down the conditions of each authorisation.

use crate::Locale;

macro_rules! texts {
    ($($name:ident: $en:literal, $ro:literal, $ru:literal;)*) => {
        /// Every fixed text of the notice.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum T { $($name),* }

        impl T {
            /// Every text, for the tests that check all of them.
            #[cfg(test)]
            pub const ALL: &[T] = &[$(T::$name),*];

            pub fn text(self, locale: Locale) -> &'static str {
                match self {
                    $(T::$name => locale.pick([$en, $ro, $ru]),)*
                }
            }
        }
    };
}

texts! {
    Kicker: "DECISION NOTICE", "NOTIFICAREA DECIZIEI", "УВЕДОМЛЕНИЕ О РЕШЕНИИ";
    Title: "Customs decision", "Decizie vamală", "Таможенное решение";
    Reference: "Decision reference number", "Numărul de referință al deciziei", "Регистрационный номер решения";
    Decision: "The decision", "Decizia", "Решение";
    DecisionType: "Type of decision", "Tipul deciziei", "Вид решения";
    LegalBasis: "Legal basis", "Temei juridic", "Правовое основание";
    Holder: "Holder of the decision", "Titularul deciziei", "Обладатель решения";
    Eori: "EORI number", "Numărul EORI", "Номер EORI";
    Office: "Competent customs office", "Biroul vamal competent", "Компетентный таможенный орган";
    Application: "Application reference", "Referința cererii", "Регистрационный номер заявления";
    DecisionDate: "Date of the decision", "Data deciziei", "Дата решения";
    Validity: "Validity", "Valabilitate", "Срок действия";
    From: "From", "De la", "С";
    To: "to", "până la", "по";
    NoEnd: "no end date", "fără dată de sfârșit", "бессрочно";
    Status: "Status", "Starea", "Статус";
    NotInForce: "This decision is no longer in force.", "Această decizie nu mai este în vigoare.", "Настоящее решение утратило силу.";
    NotYetInForce: "This decision takes effect on its validity start date.", "Această decizie produce efecte de la data de început a valabilității.", "Настоящее решение вступает в силу с даты начала срока действия.";
    Essential: "Essential data of the decision", "Datele esențiale ale deciziei", "Основные сведения о решении";
    NoEssential: "The decision holds no further data.", "Decizia nu cuprinde alte date.", "Решение не содержит других сведений.";
    Conditions: "Conditions", "Condiții", "Условия";
    Appeal: "Right of appeal", "Dreptul de contestare", "Право на обжалование";
    Page: "Page", "Pagina", "Страница";
    Of: "of", "din", "из";
    Printed: "Printed on", "Tipărit la", "Напечатано";
}

/// One decision type: its code, its name in the three languages and the law it is taken under.
pub struct DecisionType {
    pub code: &'static str,
    /// English, Romanian, Russian.
    pub names: [&'static str; 3],
    pub bases: [&'static str; 3],
}

impl DecisionType {
    pub fn title(&self, locale: Locale) -> &'static str {
        locale.pick(self.names)
    }

    pub fn legal_basis(&self, locale: Locale) -> &'static str {
        locale.pick(self.bases)
    }
}

const fn t(code: &'static str, names: [&'static str; 3], bases: [&'static str; 3]) -> DecisionType {
    DecisionType { code, names, bases }
}

/// The sixteen decision types of the portal with the article of the Code that provides for the
/// authorisation and, for the transit simplifications and the entry in the declarant's
/// records, the articles of the DA that set its conditions (the special procedures: the
/// Code's Art. 211(1) that requires the authorisation and the procedure's own article).
#[rustfmt::skip] // one row per decision type: the table reads as a table
pub static DECISION_TYPES: &[DecisionType] = &[
    t("ACT", ["Authorised consignee for TIR operations",
              "Destinatar autorizat pentru operațiuni TIR",
              "Уполномоченный грузополучатель для операций МДП"],
      ["Article 230 of the Code; Articles 186 and 187 DA",
       "Articolul 230 din Cod; articolele 186 și 187 din RD",
       "Статья 230 Кодекса; статьи 186 и 187 ДР"]),
    t("ACE", ["Authorised consignee for Union transit",
              "Destinatar autorizat pentru tranzitul unional",
              "Уполномоченный грузополучатель для транзита Союза"],
      ["Article 233(4)(b) of the Code; Articles 191, 194 and 195 DA",
       "Articolul 233 alineatul (4) litera (b) din Cod; articolele 191, 194 și 195 din RD",
       "Статья 233(4)(b) Кодекса; статьи 191, 194 и 195 ДР"]),
    t("ACR", ["Authorised consignor for Union transit",
              "Expeditor autorizat pentru tranzitul unional",
              "Уполномоченный грузоотправитель для транзита Союза"],
      ["Article 233(4)(a) of the Code; Articles 191 to 193 DA",
       "Articolul 233 alineatul (4) litera (a) din Cod; articolele 191-193 din RD",
       "Статья 233(4)(a) Кодекса; статьи 191–193 ДР"]),
    t("TRD", ["Use of a transit declaration with reduced data requirements",
              "Utilizarea unei declarații de tranzit cu un set redus de date",
              "Использование транзитной декларации с сокращённым набором данных"],
      ["Article 233(4)(d) of the Code; Articles 191 and 198 DA",
       "Articolul 233 alineatul (4) litera (d) din Cod; articolele 191 și 198 din RD",
       "Статья 233(4)(d) Кодекса; статьи 191 и 198 ДР"]),
    t("ETD", ["Use of an electronic transport document as customs declaration",
              "Utilizarea unui document electronic de transport ca declarație vamală",
              "Использование электронного транспортного документа в качестве таможенной декларации"],
      ["Article 233(4)(e) of the Code; Articles 191 and 199 DA",
       "Articolul 233 alineatul (4) litera (e) din Cod; articolele 191 și 199 din RD",
       "Статья 233(4)(e) Кодекса; статьи 191 и 199 ДР"]),
    t("SSE", ["Use of seals of a special type",
              "Utilizarea sigiliilor de un tip special",
              "Использование пломб особого типа"],
      ["Article 233(4)(c) of the Code; Articles 191 and 197 DA",
       "Articolul 233 alineatul (4) litera (c) din Cod; articolele 191 și 197 din RD",
       "Статья 233(4)(c) Кодекса; статьи 191 и 197 ДР"]),
    t("EIR", ["Entry of data in the declarant's records",
              "Înscrierea datelor în evidențele declarantului",
              "Внесение данных в учётные документы декларанта"],
      ["Article 182 of the Code; Article 150 DA",
       "Articolul 182 din Cod; articolul 150 din RD",
       "Статья 182 Кодекса; статья 150 ДР"]),
    t("DPO", ["Deferment of the payment of duty",
              "Amânarea plății taxelor",
              "Отсрочка уплаты таможенных платежей"],
      ["Articles 110 and 111 of the Code",
       "Articolele 110 și 111 din Cod",
       "Статьи 110 и 111 Кодекса"]),
    t("OPO", ["Outward processing",
              "Perfecționare pasivă",
              "Переработка вне таможенной территории"],
      ["Articles 211(1)(a) and 259 of the Code",
       "Articolul 211 alineatul (1) litera (a) și articolul 259 din Cod",
       "Статьи 211(1)(a) и 259 Кодекса"]),
    t("IPO", ["Inward processing",
              "Perfecționare activă",
              "Переработка на таможенной территории"],
      ["Articles 211(1)(a) and 256 of the Code",
       "Articolul 211 alineatul (1) litera (a) și articolul 256 din Cod",
       "Статьи 211(1)(a) и 256 Кодекса"]),
    t("EUS", ["End use",
              "Destinație finală",
              "Конечное использование"],
      ["Articles 211(1)(a) and 254 of the Code",
       "Articolul 211 alineatul (1) litera (a) și articolul 254 din Cod",
       "Статьи 211(1)(a) и 254 Кодекса"]),
    t("TST", ["Operation of temporary storage facilities",
              "Administrarea spațiilor de depozitare temporară",
              "Эксплуатация мест временного хранения"],
      ["Article 148 of the Code",
       "Articolul 148 din Cod",
       "Статья 148 Кодекса"]),
    t("CWP", ["Operation of storage facilities for the customs warehousing of goods",
              "Administrarea spațiilor de depozitare pentru antrepozitarea vamală a mărfurilor",
              "Эксплуатация складских помещений для таможенного складирования товаров"],
      ["Articles 211(1)(b) and 240 of the Code",
       "Articolul 211 alineatul (1) litera (b) și articolul 240 din Cod",
       "Статьи 211(1)(b) и 240 Кодекса"]),
    t("SDE", ["Regular use of a simplified declaration",
              "Utilizarea periodică a declarației simplificate",
              "Регулярное использование упрощённой декларации"],
      ["Article 166(2) of the Code",
       "Articolul 166 alineatul (2) din Cod",
       "Статья 166(2) Кодекса"]),
    t("CGU", ["Provision of a comprehensive guarantee, including possible reduction or waiver",
              "Constituirea unei garanții globale, inclusiv posibila reducere sau exonerare",
              "Предоставление общей гарантии, включая возможное уменьшение её размера или освобождение от неё"],
      ["Articles 89(5) and 95 of the Code",
       "Articolul 89 alineatul (5) și articolul 95 din Cod",
       "Статьи 89(5) и 95 Кодекса"]),
    t("TEA", ["Temporary admission",
              "Admitere temporară",
              "Временный ввоз"],
      ["Articles 211(1)(a) and 250 of the Code",
       "Articolul 211 alineatul (1) litera (a) și articolul 250 din Cod",
       "Статьи 211(1)(a) и 250 Кодекса"]),
];

/// The decision type of `code` (`ACR`), if it is one of the portal's.
pub fn decision_type(code: &str) -> Option<&'static DecisionType> {
    DECISION_TYPES.iter().find(|d| d.code == code.trim())
}

/// The acts the legal basis cites, spelled out once under it.
pub fn acts(locale: Locale) -> &'static str {
    locale.pick([
        "The Code: Regulation (EU) No 952/2013 (Union Customs Code); DA: Commission Delegated Regulation (EU) 2015/2446.",
        "Codul: Regulamentul (UE) nr. 952/2013 (Codul vamal al Uniunii); RD: Regulamentul delegat (UE) 2015/2446 al Comisiei.",
        "Кодекс: Регламент (ЕС) № 952/2013 (Таможенный кодекс Союза); ДР: Делегированный регламент Комиссии (ЕС) 2015/2446.",
    ])
}

/// A decision's status as the notice names it (the statuses of
/// `vama_rules::authorisation::workflow` in which a decision exists); others as they are.
pub fn status(status: &str, locale: Locale) -> &str {
    // Romanian agrees with "decizia", Russian with "решение".
    locale.pick(match status {
        "ISSUED" => ["Issued", "Emisă", "Выдано"],
        "ACTIVE" => ["Active", "Activă", "Действует"],
        "SUSPENDED" => ["Suspended", "Suspendată", "Приостановлено"],
        "REVOKED" => ["Revoked", "Revocată", "Отозвано"],
        "ANNULLED" => ["Annulled", "Anulată", "Аннулировано"],
        "EXPIRED" => ["Expired", "Expirată", "Срок действия истёк"],
        _ => return status,
    })
}

/// Whether a decision in `status` has stopped having effect for good.
pub fn ended(status: &str) -> bool {
    matches!(status, "REVOKED" | "ANNULLED" | "EXPIRED")
}

/// What every decision binds its holder to (UCC Art. 23(1) and (2)) and how it may end or
/// change (UCC Art. 23(3), 27 and 28), before the conditions of the decision itself.
pub fn standard_conditions(locale: Locale) -> [&'static str; 3] {
    locale.pick([
        [
            "The holder shall comply with the obligations resulting from this decision (Article 23(1) of the Code).",
            "The holder shall inform the competent customs office without delay of any factor arising after this decision was taken which may influence its continuation or content (Article 23(2) of the Code).",
            "The customs authorities monitor the conditions and criteria of this decision; they may annul, revoke or amend it where the Code so provides (Articles 23(5), 27 and 28 of the Code).",
        ],
        [
            "Titularul respectă obligațiile care decurg din prezenta decizie (articolul 23 alineatul (1) din Cod).",
            "Titularul informează fără întârziere biroul vamal competent cu privire la orice element survenit după luarea prezentei decizii care poate influența menținerea sau conținutul acesteia (articolul 23 alineatul (2) din Cod).",
            "Autoritățile vamale monitorizează condițiile și criteriile prezentei decizii; ele o pot anula, revoca sau modifica în cazurile prevăzute de Cod (articolul 23 alineatul (5), articolele 27 și 28 din Cod).",
        ],
        [
            "Обладатель решения выполняет обязательства, вытекающие из настоящего решения (статья 23(1) Кодекса).",
            "Обладатель решения незамедлительно сообщает компетентному таможенному органу о любых обстоятельствах, возникших после принятия настоящего решения, которые могут повлиять на его сохранение или содержание (статья 23(2) Кодекса).",
            "Таможенные органы контролируют условия и критерии настоящего решения; они могут аннулировать, отозвать или изменить его в случаях, предусмотренных Кодексом (статьи 23(5), 27 и 28 Кодекса).",
        ],
    ])
}

/// The right of appeal against the decision (UCC Art. 44; Art. 45(1): an appeal does not
/// suspend the decision), naming the office it is lodged with.
pub fn appeal(office: &str, locale: Locale) -> Vec<String> {
    let office = match office.trim() {
        "" => String::new(),
        office => format!(" ({office})"),
    };
    locale
        .pick([
            [
                format!("Under Article 44 of the Code, the holder has the right to appeal against this decision. The appeal is lodged in writing with the competent customs office that took the decision{office}, within the time limit that national law sets, and may then be brought before a higher independent body, which may be a judicial authority."),
                "Lodging an appeal does not suspend the implementation of this decision (Article 45(1) of the Code).".to_owned(),
            ],
            [
                format!("În temeiul articolului 44 din Cod, titularul are dreptul de a contesta prezenta decizie. Contestația se depune în scris la biroul vamal competent care a luat decizia{office}, în termenul stabilit de legislația națională, și poate fi apoi adusă în fața unui organ superior independent, care poate fi o autoritate judiciară."),
                "Depunerea contestației nu suspendă executarea prezentei decizii (articolul 45 alineatul (1) din Cod).".to_owned(),
            ],
            [
                format!("В соответствии со статьёй 44 Кодекса обладатель решения имеет право обжаловать настоящее решение. Жалоба подаётся в письменной форме в компетентный таможенный орган, принявший решение{office}, в срок, установленный национальным законодательством, и затем может быть подана в вышестоящий независимый орган, которым может быть судебный орган."),
                "Подача жалобы не приостанавливает исполнение настоящего решения (статья 45(1) Кодекса).".to_owned(),
            ],
        ])
        .into()
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
