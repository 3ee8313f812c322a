//! `GET /v1/{kind}/{id}/decision-notice?lang=en|ro|ru`: the decision notice of an issued
//! authorisation of any kind as a PDF (`vama_tad::render_decision`: the reference number as
//! text and Code 128 barcode, holder, type and legal basis, competent office, validity, the
//! decision's essential data, conditions and the right of appeal), offered as the action
//! `print-decision` while the decision exists: ISSUED, ACTIVE, SUSPENDED and after it
//! (REVOKED, ANNULLED, EXPIRED).
//!
//! Who may print it is who may read the document: the kind's read permission and the store's
//! access rule (the holder's side, the officers of the competent office), as
//! `GET /v1/{kind}/{id}/document` checks them; anyone else gets 404.
//!
//! The essential data is the kind's own part of the application (`Application::form`, so none
//! of the common blocks and none of what the server owns: references, dates, the decision, the
//! process record), plus the main accounts, read in the order the form declares its fields:
//! a section of the kind (an object at the top) is a heading with its fields under it; a field
//! is a line "label: value"; a code, an office, an amount, a party or an address is one value;
//! a row of a list is one line of its fields ("Processed products 2"). Labels come from a
//! glossary of the kinds' JSON names in English, Romanian and Russian, or from the name itself.

use axum::{
    extract::State,
    http::{header, HeaderValue},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use serde::Deserialize;
use vama_rules::authorisation::{workflow, Application, Authorisation, Common, Form, StepNote};
use vama_rules::{text::Text, Kind};
use vama_tad::{DecisionNotice, Fonts, Locale};

use crate::{
    auth::CurrentUser,
    documents::{
        actions::ActionDto,
        handlers::load,
        permission::{require, Need},
    },
    error::{ApiError, ApiResult},
    json::{ApiPath, ApiQuery},
    state::AppState,
};

/// The statuses in which the decision exists and its notice is printed.
pub const PRINTABLE: &[&str] = &[
    workflow::ISSUED,
    workflow::ACTIVE,
    workflow::SUSPENDED,
    workflow::REVOKED,
    workflow::ANNULLED,
    workflow::EXPIRED,
];

/// The catalog that names the competent office.
const OFFICES: &str = "customs-office";

/// The action that prints the notice, as the document's screens offer it.
pub const ACTION: &str = "print-decision";

/// The route of kind `F`.
pub fn routes<F: Form>() -> Router<AppState> {
    Router::new().route(
        &format!("/v1/{}/{{id}}/decision-notice", Authorisation::<F>::NAME),
        get(decision_notice::<F>),
    )
}

/// `print-decision` on a stored decision in a printable status (the English notice; the
/// client asks for `lang=ro` or `lang=ru` in the same URL).
pub fn action<F: Form>(status: Option<&str>, id: Option<&str>) -> Vec<ActionDto> {
    match (status, id) {
        (Some(status), Some(id)) if PRINTABLE.contains(&status) => vec![ActionDto {
            name: ACTION.into(),
            method: Some("GET".into()),
            url: Some(format!(
                "/v1/{}/{id}/decision-notice?lang=en",
                Authorisation::<F>::NAME
            )),
            action: false,
        }],
        _ => Vec::new(),
    }
}

#[derive(Debug, Deserialize)]
pub struct NoticeParams {
    /// `en` (the default), `ro` or `ru`.
    pub lang: Option<String>,
}

pub async fn decision_notice<F: Form>(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath(id): ApiPath<String>,
    ApiQuery(params): ApiQuery<NoticeParams>,
) -> ApiResult<Response> {
    let kind = Authorisation::<F>::NAME;
    require(&user, kind, Need::Read)?;
    let lang = params.lang.as_deref().unwrap_or("en");
    let locale = Locale::parse(lang).ok_or_else(|| {
        ApiError::bad_request(format!(
            "No decision notice in the language '{lang}': use en, ro or ru"
        ))
    })?;
    let row = load::<Authorisation<F>>(&state, &user, &id).await?;
    if !PRINTABLE.contains(&row.status.as_str()) {
        return Err(ApiError::conflict("")
            .said(Text::new("notice-once-issued").with("decisionStatus", &row.status)));
    }
    let today = state.clock.now().date().to_string();
    let fonts = crate::movement::print::read_fonts(&state).await?;
    let catalogs = state.catalogs();
    let (body, status) = (row.body, row.status);
    let (reference, pdf) = tokio::task::spawn_blocking(move || {
        let doc: Application<F> = serde_json::from_str(&body).map_err(ApiError::internal)?;
        let office_name = |code: &str| {
            let office = catalogs.check_code(OFFICES, code)?;
            let name = office.get("name")?.as_str()?.trim();
            (!name.is_empty()).then(|| name.to_owned())
        };
        let notice = notice(&doc, &status, locale, &today, &office_name)?;
        let pdf = vama_tad::render_decision(
            &notice,
            &Fonts {
                regular: &fonts.0,
                bold: &fonts.1,
            },
        )
        .map_err(ApiError::internal)?;
        Ok::<_, ApiError>((notice.reference, pdf))
    })
    .await
    .map_err(ApiError::internal)??;
    let disposition = format!(
        "attachment; filename=\"Decision-{}.pdf\"",
        file_safe(&reference)
    );
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/pdf"),
            ),
            (
                header::CONTENT_DISPOSITION,
                HeaderValue::from_str(&disposition).map_err(ApiError::internal)?,
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        ],
        pdf.bytes,
    )
        .into_response())
}

/// The reference as a file name: letters, digits, `-` and `_` (a reference is all of those).
fn file_safe(reference: &str) -> String {
    reference
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// What the notice of `doc`, a decision in `status`, prints in `locale` on `today`;
/// `office_name` names a customs office the document names by its code only.
pub fn notice<F: Form>(
    doc: &Application<F>,
    status: &str,
    locale: Locale,
    today: &str,
    office_name: &dyn Fn(&str) -> Option<String>,
) -> ApiResult<DecisionNotice> {
    let c = &doc.common;
    let d = Authorisation::<F>::decision();
    let decision = c.decision.clone().unwrap_or_default();
    let reference = decision
        .reference_number
        .filter(|r| !r.trim().is_empty())
        .ok_or_else(|| ApiError::conflict("").said(Text::new("no-decision-reference-yet")))?;
    let applicant = c.applicant.clone().unwrap_or_default();
    let office = c.ca.as_ref().map(|ca| {
        let name = ca
            .name
            .clone()
            .filter(|n| !n.trim().is_empty())
            .or_else(|| office_name(&ca.code));
        match name {
            Some(name) => format!("{} – {}", ca.code, name.trim()),
            None => ca.code.clone(),
        }
    });
    let office = office.unwrap_or_default();
    let form = ordered(&doc.form)?;
    let mut essential = Vec::new();
    essential_lines(&form, d.code, locale, &mut essential);
    if let Some(accounts) = &c.main_accounts {
        let accounts = ordered(accounts)?;
        walk("mainAccounts", &accounts, 0, d.code, locale, &mut essential);
    }
    Ok(DecisionNotice {
        reference,
        decision_type_code: d.code.to_owned(),
        decision_type_title: d.title.to_owned(),
        legal_basis: None,
        holder_eori: applicant.eori_number.unwrap_or_default(),
        holder_name: applicant.name.unwrap_or_default(),
        competent_office: office,
        application_reference: c
            .registration_reference
            .as_ref()
            .and_then(|r| r.reference.clone()),
        decision_date: decision.decision_date.unwrap_or_default(),
        validity_start: decision.validity_start.unwrap_or_default(),
        validity_end: decision.validity_end,
        status: status.to_owned(),
        status_note: status_note(c, status, locale),
        essential,
        conditions: conditions(c, locale),
        printed_on: Some(today.to_owned()),
        locale,
    })
}

fn notes<'a>(c: &'a Common, action: &'a str) -> impl Iterator<Item = &'a StepNote> + 'a {
    c.process
        .iter()
        .flat_map(|p| p.notes.iter())
        .filter(move |n| n.action == action)
}

fn day(at: &str) -> &str {
    at.get(..10).unwrap_or(at)
}

fn with_text(head: String, note: &StepNote) -> String {
    match note
        .text
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        Some(text) => format!("{head}: {text}"),
        None => head,
    }
}

/// Why and since when the decision is suspended, revoked or annulled (the office's step).
fn status_note(c: &Common, status: &str, locale: Locale) -> Option<String> {
    // Romanian agrees with "decizia", Russian with "решение".
    let (action, head): (&str, fn(&StepNote, Locale) -> String) = match status {
        workflow::SUSPENDED => ("suspend", |n, locale| {
            let on = day(&n.at);
            let mut head = locale.pick([
                format!("Suspended on {on}"),
                format!("Suspendată la {on}"),
                format!("Приостановлено {on}"),
            ]);
            if let Some(until) = &n.until {
                head.push_str(locale.pick([" until ", " până la ", " до "]));
                head.push_str(until);
            }
            head
        }),
        workflow::REVOKED => ("revoke", |n, locale| {
            let from = n.until.as_deref().unwrap_or_else(|| day(&n.at));
            let head = locale.pick(["Revoked from", "Revocată de la", "Отозвано с"]);
            format!("{head} {from}")
        }),
        workflow::ANNULLED => ("annul", |n, locale| {
            let head = locale.pick(["Annulled on", "Anulată la", "Аннулировано"]);
            format!("{head} {}", day(&n.at))
        }),
        _ => return None,
    };
    notes(c, action)
        .last()
        .map(|n| with_text(head(n, locale), n))
}

/// The decision's own conditions: what the office wrote when it decided favourably, and each
/// amendment it made since.
fn conditions(c: &Common, locale: Locale) -> Vec<String> {
    let decided = locale.pick([
        "As decided on",
        "Conform deciziei din",
        "Согласно решению от",
    ]);
    let amended = locale.pick(["Amended on", "Modificată la", "Изменено"]);
    let favourable = notes(c, "decide-favourable")
        .filter(|n| n.text.as_deref().is_some_and(|t| !t.trim().is_empty()))
        .map(|n| (decided, n));
    favourable
        .chain(notes(c, "amend").map(|n| (amended, n)))
        .map(|(head, n)| with_text(format!("{head} {}", day(&n.at)), n))
        .collect()
}

/// A JSON value with its members in the order they were written (serde_json's own map sorts
/// them): the kind's fields in the order the form declares them.
#[derive(Debug, Clone, PartialEq)]
pub enum Node {
    Null,
    Bool(bool),
    Number(String),
    Text(String),
    List(Vec<Node>),
    Object(Vec<(String, Node)>),
}

impl<'de> Deserialize<'de> for Node {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Node, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = Node;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON value")
            }
            fn visit_unit<E>(self) -> Result<Node, E> {
                Ok(Node::Null)
            }
            fn visit_none<E>(self) -> Result<Node, E> {
                Ok(Node::Null)
            }
            fn visit_bool<E>(self, v: bool) -> Result<Node, E> {
                Ok(Node::Bool(v))
            }
            fn visit_i64<E>(self, v: i64) -> Result<Node, E> {
                Ok(Node::Number(v.to_string()))
            }
            fn visit_u64<E>(self, v: u64) -> Result<Node, E> {
                Ok(Node::Number(v.to_string()))
            }
            fn visit_f64<E>(self, v: f64) -> Result<Node, E> {
                Ok(Node::Number(v.to_string()))
            }
            fn visit_str<E>(self, v: &str) -> Result<Node, E> {
                Ok(Node::Text(v.to_owned()))
            }
            fn visit_string<E>(self, v: String) -> Result<Node, E> {
                Ok(Node::Text(v))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut a: A) -> Result<Node, A::Error> {
                let mut items = Vec::new();
                while let Some(item) = a.next_element()? {
                    items.push(item);
                }
                Ok(Node::List(items))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut a: A) -> Result<Node, A::Error> {
                let mut members = Vec::new();
                while let Some((k, v)) = a.next_entry::<String, Node>()? {
                    members.push((k, v));
                }
                Ok(Node::Object(members))
            }
        }
        d.deserialize_any(Visitor)
    }
}

impl Node {
    fn is_empty(&self) -> bool {
        match self {
            Node::Null => true,
            Node::Text(t) => t.trim().is_empty(),
            Node::List(items) => items.iter().all(Node::is_empty),
            Node::Object(members) => members
                .iter()
                .all(|(k, v)| SKIPPED.contains(&k.as_str()) || v.is_empty()),
            Node::Bool(_) | Node::Number(_) => false,
        }
    }

    fn get(&self, key: &str) -> Option<&Node> {
        match self {
            Node::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    fn members(&self) -> impl Iterator<Item = (&str, &Node)> {
        let members: &[(String, Node)] = match self {
            Node::Object(members) => members,
            _ => &[],
        };
        members
            .iter()
            .filter(|(k, v)| !SKIPPED.contains(&k.as_str()) && !v.is_empty())
            .map(|(k, v)| (k.as_str(), v))
    }
}

/// `value` as the notice reads it, its members in the order serde writes them.
pub fn ordered<T: serde::Serialize>(value: &T) -> ApiResult<Node> {
    let text = serde_json::to_string(value).map_err(ApiError::internal)?;
    serde_json::from_str(&text).map_err(ApiError::internal)
}

/// Members that say nothing of the decision (a row's number in its list).
const SKIPPED: &[&str] = &["sequence"];

/// The lines of the kind's fields (`form`, an object) under their labels.
pub fn essential_lines(form: &Node, code: &str, locale: Locale, out: &mut Vec<(String, String)>) {
    for (key, value) in form.members() {
        walk(key, value, 0, code, locale, out);
    }
}

fn walk(
    key: &str,
    value: &Node,
    depth: usize,
    code: &str,
    locale: Locale,
    out: &mut Vec<(String, String)>,
) {
    if SKIPPED.contains(&key) || value.is_empty() {
        return;
    }
    let label = label(key, code, locale);
    if let Some(text) = leaf(value, locale) {
        out.push((label, text));
        return;
    }
    match value {
        Node::List(items) => {
            let items: Vec<&Node> = items.iter().filter(|i| !i.is_empty()).collect();
            if items.iter().all(|i| leaf(i, locale).is_some()) {
                let texts: Vec<String> = items.iter().filter_map(|i| leaf(i, locale)).collect();
                out.push((label, texts.join("; ")));
            } else if items.len() == 1 {
                out.push((label, inline(items[0], code, locale)));
            } else {
                for (n, item) in items.iter().enumerate() {
                    out.push((format!("{label} {}", n + 1), inline(item, code, locale)));
                }
            }
        }
        // A section of the kind: a heading over its fields, unless it is a field or two.
        Node::Object(_)
            if depth == 0
                && (value.members().count() > 2
                    || value.members().any(|(_, m)| leaf(m, locale).is_none())) =>
        {
            out.push((label, String::new()));
            for (key, member) in value.members() {
                walk(key, member, depth + 1, code, locale, out);
            }
        }
        _ => out.push((label, inline(value, code, locale))),
    }
}

fn yes_no(v: bool, locale: Locale) -> &'static str {
    locale.pick(if v {
        ["Yes", "Da", "Да"]
    } else {
        ["No", "Nu", "Нет"]
    })
}

/// Keys of an address (a location, a storage facility's place, a guarantor without EORI).
const ADDRESS: &[&str] = &[
    "name",
    "street",
    "streetNumber",
    "streetAndNumber",
    "postcode",
    "postCode",
    "city",
    "country",
];

/// A value printed as one text: a scalar, a code (`{code, name}`), an amount, a party, an
/// address; `None` for anything with fields of its own.
fn leaf(value: &Node, locale: Locale) -> Option<String> {
    match value {
        Node::Null => Some(String::new()),
        Node::Bool(b) => Some(yes_no(*b, locale).to_owned()),
        Node::Number(n) => Some(n.clone()),
        Node::Text(t) => Some(t.trim().to_owned()),
        Node::List(_) => None,
        Node::Object(_) => {
            let keys: Vec<&str> = value.members().map(|(k, _)| k).collect();
            let scalar = |k: &str| match value.get(k) {
                Some(Node::Text(t)) => Some(t.trim().to_owned()),
                Some(Node::Number(n)) => Some(n.clone()),
                _ => None,
            };
            if keys
                .iter()
                .all(|k| ["amountValue", "amountCurrency"].contains(k))
            {
                return Some(amount(value));
            }
            if keys.contains(&"EORINumber")
                && keys.iter().all(|k| ["EORINumber", "name"].contains(k))
            {
                let parts: Vec<String> = ["EORINumber", "name"]
                    .iter()
                    .filter_map(|k| scalar(k))
                    .collect();
                return Some(parts.join(" "));
            }
            if keys.contains(&"code")
                && matches!(value.get("code"), Some(Node::Text(_) | Node::Number(_)))
                && keys
                    .iter()
                    .all(|k| ["code", "name", "description"].contains(k))
            {
                let mut text = scalar("code").unwrap_or_default();
                for k in ["name", "description"] {
                    if let Some(more) = scalar(k).filter(|s| !s.is_empty()) {
                        text.push_str(&format!(" – {more}"));
                    }
                }
                return Some(text);
            }
            if keys.iter().all(|k| ADDRESS.contains(k)) {
                // in the order an address is written, whatever the order of the fields
                let parts: Vec<String> = ADDRESS
                    .iter()
                    .filter_map(|k| value.get(k))
                    .filter_map(|v| leaf(v, locale))
                    .filter(|s| !s.is_empty())
                    .collect();
                return Some(parts.join(", "));
            }
            None
        }
    }
}

/// `1000 EUR`.
fn amount(value: &Node) -> String {
    let number = match value.get("amountValue") {
        Some(Node::Number(n)) => n.clone(),
        Some(Node::Text(t)) => t.trim().to_owned(),
        _ => String::new(),
    };
    let currency = match value.get("amountCurrency") {
        Some(Node::Object(_)) => match value.get("amountCurrency").and_then(|c| c.get("code")) {
            Some(Node::Text(t)) => t.trim().to_owned(),
            _ => String::new(),
        },
        Some(Node::Text(t)) => t.trim().to_owned(),
        _ => String::new(),
    };
    format!("{number} {currency}").trim().to_owned()
}

/// An object's fields on one line: "Label: value; Label: value", an amount's two fields as
/// one, an indication as its yes or no, an object within in brackets; an object of one field
/// is that field's value.
fn inline(value: &Node, code: &str, locale: Locale) -> String {
    if let Some(text) = leaf(value, locale) {
        return text;
    }
    if let Node::List(items) = value {
        let texts: Vec<String> = items
            .iter()
            .filter(|i| !i.is_empty())
            .map(|i| inline(i, code, locale))
            .collect();
        return texts.join("; ");
    }
    // (label, text, whether the text is an object's fields)
    let parts: Vec<(Option<String>, String, bool)> = value
        .members()
        .filter(|(k, _)| *k != "amountCurrency")
        .map(|(k, v)| match k {
            "amountValue" => (Some(label("amount", code, locale)), amount(value), false),
            "indication" | "indicator" => (None, inline(v, code, locale), false),
            _ => match leaf(v, locale) {
                Some(text) => (Some(label(k, code, locale)), text, false),
                None => {
                    let text = inline(v, code, locale);
                    // fields of their own in brackets; an object of one field is its value
                    let fields = text.contains("; ");
                    (Some(label(k, code, locale)), text, fields)
                }
            },
        })
        .collect();
    if let [(_, only, _)] = parts.as_slice() {
        return only.clone();
    }
    let texts: Vec<String> = parts
        .into_iter()
        .map(|(label, text, fields)| {
            let text = if fields { format!("({text})") } else { text };
            match label {
                Some(label) => format!("{label}: {text}"),
                None => text,
            }
        })
        .collect();
    texts.join("; ")
}

/// The label of a field: the kind's own name for it, the form's, or its JSON name in
/// words ("customsOfficeOfGuarantee" → "Customs office of guarantee").
pub fn label(key: &str, code: &str, locale: Locale) -> String {
    let own = match (code, key) {
        ("ACT" | "ACE", "locations") => Some([
            "Places where the goods are received",
            "Locuri în care vor fi primite mărfurile",
            "Места, в которых будут приниматься товары",
        ]),
        ("ACR", "locations") => Some([
            "Places from which the goods are sent",
            "Locuri din care vor fi expediate mărfurile",
            "Места, из которых будут отправляться товары",
        ]),
        ("ACT" | "ACE", "customsOffices") => Some([
            "Customs offices of destination",
            "Birouri vamale de destinație",
            "Таможни назначения",
        ]),
        ("ACR", "customsOffices") => Some([
            "Customs offices of departure",
            "Birouri vamale de plecare",
            "Таможни отправления",
        ]),
        _ => None,
    };
    match own {
        Some(own) => locale.pick(own).to_owned(),
        None => locale
            .pick(LABELS.each_ref())
            .of(key)
            .map_or_else(|| words(key), str::to_owned),
    }
}

/// "customsOfficeOfGuarantee" → "Customs office of guarantee"; "EORINumber" → "EORI number".
fn words(key: &str) -> String {
    let chars: Vec<char> = key.chars().collect();
    let mut words: Vec<String> = Vec::new();
    let mut word = String::new();
    for (i, c) in chars.iter().enumerate() {
        let prev = i.checked_sub(1).map(|p| chars[p]);
        let next = chars.get(i + 1);
        // a word starts at a capital after a small letter, or at the last capital of an
        // acronym that a small letter follows ("EORI|Number")
        let starts = c.is_uppercase()
            && (prev.is_some_and(char::is_lowercase)
                || (prev.is_some_and(char::is_uppercase)
                    && next.is_some_and(|n| n.is_lowercase())));
        if starts && !word.is_empty() {
            words.push(std::mem::take(&mut word));
        }
        word.push(*c);
    }
    words.push(word);
    let words: Vec<String> = words
        .into_iter()
        .enumerate()
        .map(|(i, w)| {
            let acronym = w.chars().count() > 1 && w.chars().all(|c| !c.is_lowercase());
            if acronym {
                w
            } else if i == 0 {
                let mut cs = w.chars();
                cs.next()
                    .map(|f| f.to_uppercase().chain(cs).collect())
                    .unwrap_or_default()
            } else {
                w.to_lowercase()
            }
        })
        .collect();
    words.join(" ")
}

/// The labels of the kinds' JSON names in one language, as the forms show them: the web's own
/// translations (`web/src/i18n/authorisations/`), so that a form and its printed decision
/// name a field alike and a label is written once.
#[derive(serde::Deserialize)]
struct Labels {
    fields: std::collections::HashMap<String, String>,
    sections: std::collections::HashMap<String, String>,
}

impl Labels {
    fn of(&self, key: &str) -> Option<&str> {
        self.sections
            .get(key)
            .or_else(|| self.fields.get(key))
            .map(String::as_str)
    }
}

/// English, Romanian, Russian.
static LABELS: std::sync::LazyLock<[Labels; 3]> = std::sync::LazyLock::new(|| {
    let read = |json: &str| serde_json::from_str(json).expect("the web's labels are JSON");
    [
        read(include_str!(
            "../../../../web/src/i18n/authorisations/en.json"
        )),
        read(include_str!(
            "../../../../web/src/i18n/authorisations/ro.json"
        )),
        read(include_str!(
            "../../../../web/src/i18n/authorisations/ru.json"
        )),
    ]
});

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use vama_rules::authorisation::kinds::Acr;

    /// The lines of a kind's fields written as JSON text (in the text's order).
    fn lines(text: &str, code: &str, locale: Locale) -> Vec<(String, String)> {
        let node: Node = serde_json::from_str(text).unwrap();
        let mut out = Vec::new();
        essential_lines(&node, code, locale, &mut out);
        out
    }

    fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter()
            .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
            .collect()
    }

    #[test]
    fn json_names_become_words() {
        assert_eq!(
            words("customsOfficeOfGuarantee"),
            "Customs office of guarantee"
        );
        assert_eq!(words("EORINumber"), "EORI number");
        assert_eq!(words("sealsType"), "Seals type");
        assert_eq!(words("x"), "X");
    }

    #[test]
    fn the_kind_s_fields_become_labelled_lines_in_the_form_s_order() {
        let acr = r#"{
            "locations": [{"sequence": 1, "name": "Depot", "streetNumber": "Str. Vamii 1", "city": "Chișinău"}],
            "customsOffices": [{"code": "MD100100", "name": "Leușeni"}, {"code": "MD100200"}],
            "operationsNumber": 250,
            "guaranteeIndicator": true,
            "customsDecisionReferenceNumber": "MDCGU2026000001",
            "goodsUnderUnion": null
        }"#;
        assert_eq!(
            lines(acr, "ACR", Locale::En),
            pairs(&[
                (
                    "Places from which the goods are sent",
                    "Depot, Str. Vamii 1, Chișinău"
                ),
                (
                    "Customs offices of departure",
                    "MD100100 – Leușeni; MD100200"
                ),
                ("Number of operations", "250"),
                ("Comprehensive guarantee (or its waiver) used", "Yes"),
                ("CGU decision reference number", "MDCGU2026000001"),
            ])
        );
        let ro = lines(acr, "ACR", Locale::Ro);
        assert_eq!(ro[0].0, "Locuri din care vor fi expediate mărfurile");
        assert_eq!(ro[3].1, "Da");
        // the kind's own label, then the web's Russian glossary
        let ru = lines(acr, "ACR", Locale::Ru);
        assert_eq!(ru[0].0, "Места, из которых будут отправляться товары");
        assert_eq!(ru[1].0, "Таможни отправления");
        assert_eq!(
            (ru[2].0.as_str(), ru[3].1.as_str()),
            ("Количество операций", "Да")
        );
    }

    #[test]
    fn a_section_is_a_heading_and_a_list_of_rows_one_line_per_row() {
        let ipo = r#"{
            "detailsOfPlannedActivities": "Assembly of machines",
            "suggestedCustomsOffices": {"placement": {"code": "MD100100"}, "supervision": {"code": "MD100200"}},
            "periodOfDischarge": {"procedureMonths": 6, "dischargeDescription": "Monthly bill"},
            "rightsTransfer": {"indication": true, "description": "To the subsidiary"},
            "inwardProcessing": {
                "specialProcedureGoods": [
                    {"goods": {"taricCode": "7318153590", "goodsDescription": "Bolts", "amountValue": 1000, "amountCurrency": {"code": "EUR"}}, "rateOfYield": "95 %", "goodsIdentification": {"code": {"code": "1"}}},
                    {"goods": {"taricCode": "7318160000", "goodsDescription": "Nuts"}}
                ],
                "placesOfProcessing": [{"name": "Plant", "city": "Bălți"}],
                "indicators": {"priorExportation": true, "declarationPeriod": 6}
            },
            "operationsNumber": 20
        }"#;
        let out = lines(ipo, "IPO", Locale::En);
        assert_eq!(
            out,
            pairs(&[
                ("Details of planned activities", "Assembly of machines"),
                ("Suggested customs offices", "Customs office of placement: MD100100; Customs office of supervision: MD100200"),
                ("Period of discharge", "Period of discharge (months): 6; Justification of the period of discharge: Monthly bill"),
                ("Transfer of rights and obligations", "Yes; Description: To the subsidiary"),
                ("Inward processing", ""),
                ("Goods placed under the procedure 1", "Goods: (TARIC code: 7318153590; Goods description: Bolts; Amount: 1000 EUR); Rate of yield: 95 %; Identification of goods: 1"),
                ("Goods placed under the procedure 2", "TARIC code: 7318160000; Goods description: Nuts"),
                ("Places of processing or use", "Plant, Bălți"),
                ("Indicators", "Prior exportation of processed products (IP EX/IM): Yes; Period for declaring the non-Union goods (months): 6"),
                ("Number of operations", "20"),
            ])
        );
    }

    #[test]
    fn amounts_parties_and_codes_are_one_value_and_empty_fields_are_left_out() {
        let cgu = r#"{
            "guaranteeReferenceAmount": {"amountValue": 200000, "amountCurrency": {"code": "EUR"}},
            "guarantor": {"EORINumber": "MD1", "name": "Bank SA"},
            "paymentTimeLimit": {"code": "1", "name": "30 days"},
            "placeOfAccount": "",
            "levelOfGuarantees": []
        }"#;
        assert_eq!(
            lines(cgu, "CGU", Locale::En),
            pairs(&[
                ("Reference amount of the guarantee", "200000 EUR"),
                ("Guarantor", "MD1 Bank SA"),
                ("Time limit for payment", "1 – 30 days"),
            ])
        );
    }

    fn issued_acr() -> Application<Acr> {
        serde_json::from_value(json!({
            "decisionType": {"code": "ACR"},
            "registrationReference": {"reference": "ACR261126K7Q2M9XD"},
            "decision": {"referenceNumber": "MDACR2026000001", "decisionDate": "2026-11-26", "validityStart": "2026-12-01"},
            "process": {"notes": [
                {"action": "decide-favourable", "at": "2026-11-26T10:00:00", "text": "Seals checked every quarter"},
                {"action": "suspend", "at": "2026-12-10T09:00:00", "text": "Seals missing", "until": "2027-01-31"}
            ]},
            "applicant": {"EORINumber": "MD1000000000001", "name": "Vama Demo Trader SRL"},
            "ca": {"code": "MD100000", "name": "Headquarters"},
            "attestation": true,
            "mainAccounts": {"typeOfAccounts": "Stock records"},
            "customsDecisionReferenceNumber": "MDCGU2026000001",
            "guaranteeIndicator": true,
            "operationsNumber": 250,
            "customsOffices": [{"code": "MD100100"}],
            "locations": [{"sequence": 1, "name": "Depot", "streetNumber": "Str. Vamii 1", "city": "Chișinău"}]
        }))
        .unwrap()
    }

    #[test]
    fn the_notice_of_a_stored_decision_takes_the_common_blocks_and_the_kind_s_fields_in_form_order()
    {
        let n = notice(
            &issued_acr(),
            "SUSPENDED",
            Locale::En,
            "2026-12-11",
            &|_| None,
        )
        .unwrap();
        assert_eq!(n.reference, "MDACR2026000001");
        assert_eq!(n.decision_type_code, "ACR");
        assert_eq!(
            (n.holder_eori.as_str(), n.holder_name.as_str()),
            ("MD1000000000001", "Vama Demo Trader SRL")
        );
        assert_eq!(n.competent_office, "MD100000 – Headquarters");
        assert_eq!(
            n.application_reference.as_deref(),
            Some("ACR261126K7Q2M9XD")
        );
        assert_eq!(
            (
                n.decision_date.as_str(),
                n.validity_start.as_str(),
                n.validity_end.as_deref()
            ),
            ("2026-11-26", "2026-12-01", None)
        );
        assert_eq!(
            n.status_note.as_deref(),
            Some("Suspended on 2026-12-10 until 2027-01-31: Seals missing")
        );
        assert_eq!(
            n.conditions,
            ["As decided on 2026-11-26: Seals checked every quarter"]
        );
        assert_eq!(n.printed_on.as_deref(), Some("2026-12-11"));
        // the kind's fields as the form declares them (not as the JSON came), then the main
        // accounts; nothing of what the server owns
        let labels: Vec<&str> = n.essential.iter().map(|(l, _)| l.as_str()).collect();
        assert_eq!(
            labels,
            [
                "Places from which the goods are sent",
                "Customs offices of departure",
                "Number of operations",
                "Comprehensive guarantee (or its waiver) used",
                "CGU decision reference number",
                "Main accounts",
            ]
        );
        assert_eq!(n.essential[5].1, "Stock records");

        let ro = notice(
            &issued_acr(),
            "SUSPENDED",
            Locale::Ro,
            "2026-12-11",
            &|_| None,
        )
        .unwrap();
        assert_eq!(
            ro.status_note.as_deref(),
            Some("Suspendată la 2026-12-10 până la 2027-01-31: Seals missing")
        );
        assert_eq!(
            ro.essential[0].0,
            "Locuri din care vor fi expediate mărfurile"
        );

        let ru = notice(
            &issued_acr(),
            "SUSPENDED",
            Locale::Ru,
            "2026-12-11",
            &|_| None,
        )
        .unwrap();
        assert_eq!(ru.locale, Locale::Ru);
        assert_eq!(
            ru.status_note.as_deref(),
            Some("Приостановлено 2026-12-10 до 2027-01-31: Seals missing")
        );
        assert_eq!(
            ru.conditions,
            ["Согласно решению от 2026-11-26: Seals checked every quarter"]
        );
        assert_eq!(
            ru.essential[0].0,
            "Места, из которых будут отправляться товары"
        );
        assert_eq!(ru.essential[5].0, "Основной учёт");

        let mut unissued = issued_acr();
        unissued.common.decision = None;
        assert!(notice(&unissued, "ISSUED", Locale::En, "2026-12-11", &|_| None).is_err());
    }

    #[test]
    fn only_decisions_that_exist_offer_their_notice() {
        for status in workflow::STATUSES {
            let offered = action::<Acr>(Some(status), Some("id1"));
            assert_eq!(!offered.is_empty(), PRINTABLE.contains(status), "{status}");
        }
        let offered = action::<Acr>(Some("ACTIVE"), Some("id1"));
        assert_eq!(offered[0].name, "print-decision");
        assert_eq!(
            offered[0].url.as_deref(),
            Some("/v1/acr/id1/decision-notice?lang=en")
        );
        assert!(action::<Acr>(Some("ACTIVE"), None).is_empty());
    }
}
