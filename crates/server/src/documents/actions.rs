//! The actions a user may take on a document now (spec 2.6), built from the kind's workflow
//! table: `{name, method?, url?, action}`.

use serde::Serialize;
use utoipa::ToSchema;
use vama_rules::{
    workflow::{available, Effect, Method, Transition},
    UserType,
};

use crate::error::ViolationDto;

#[derive(Debug, Clone, Serialize, ToSchema, PartialEq, Eq)]
pub struct ActionDto {
    pub name: String,
    /// HTTP method; absent for navigation-only actions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub method: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// True when executing it submits the normalised form data to `url`.
    pub action: bool,
}

impl ActionDto {
    /// A navigation-only action (spec 2.6): no method, no URL; the client opens its screen.
    pub fn navigation(name: impl Into<String>) -> ActionDto {
        ActionDto {
            name: name.into(),
            method: None,
            url: None,
            action: false,
        }
    }
}

fn method_name(m: Method) -> String {
    match m {
        Method::Get => "GET",
        Method::Post => "POST",
        Method::Delete => "DELETE",
    }
    .to_owned()
}

pub fn action_dto(kind: &str, id: Option<&str>, t: &Transition) -> ActionDto {
    let base = match id {
        Some(id) => format!("/v1/{kind}/{id}"),
        None => format!("/v1/{kind}"),
    };
    let (method, url, action) = match t.effect {
        Effect::Navigate => (None, None, false),
        Effect::Submit { .. } => (
            Some(Method::Post),
            Some(format!("{base}/{}", t.action)),
            true,
        ),
        Effect::Download => (
            Some(Method::Get),
            Some(format!("{base}/{}", t.action)),
            false,
        ),
        Effect::Delete => (Some(Method::Delete), Some(base), true),
    };
    ActionDto {
        name: t.action.to_owned(),
        method: method.map(method_name),
        url,
        action,
    }
}

/// The actions of `table` open to `role` on a document in `status`. Actions that need a
/// document (everything but navigation in status NEW) are dropped when there is no id.
pub fn for_document(
    kind: &str,
    table: &[Transition],
    status: &str,
    role: UserType,
    id: Option<&str>,
) -> Vec<ActionDto> {
    available(table, status, role)
        .filter(|t| id.is_some() || !matches!(t.effect, Effect::Download | Effect::Delete))
        .filter(|t| id.is_some() || t.action != "return-view")
        .map(|t| action_dto(kind, id, t))
        .collect()
}

/// Beside `export`, an `export-{format}` action per export format of the kind (T01:
/// `export-xml`, the IE015): `GET …/export?format={format}`, open wherever `export` is.
pub fn with_export_formats(actions: Vec<ActionDto>, formats: &[&str]) -> Vec<ActionDto> {
    if formats.is_empty() {
        return actions;
    }
    let mut out = Vec::with_capacity(actions.len() + formats.len());
    for action in actions {
        let extra: Vec<ActionDto> = match (&action.name[..], &action.url) {
            ("export", Some(url)) => formats
                .iter()
                .map(|f| ActionDto {
                    name: format!("export-{f}"),
                    method: action.method.clone(),
                    url: Some(format!("{url}?format={f}")),
                    action: false,
                })
                .collect(),
            _ => Vec::new(),
        };
        out.push(action);
        out.extend(extra);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use vama_rules::{t01::T01, Kind};

    fn names(status: &str, role: UserType, id: Option<&str>) -> Vec<String> {
        for_document("t01", T01::workflow(), status, role, id)
            .into_iter()
            .map(|a| a.name)
            .collect()
    }

    #[test]
    fn a_new_declaration_offers_store_validate_import_and_return_list() {
        let n = names("NEW", UserType::Trader, None);
        for a in ["store", "validate", "import", "return-list"] {
            assert!(n.contains(&a.to_string()), "{a} missing from {n:?}");
        }
        assert!(!n.contains(&"delete".to_string()));
    }

    #[test]
    fn a_stored_declaration_offers_modify_store_validate_delete_clone_export_return_list() {
        let n = names("STORED", UserType::Trader, Some("x"));
        for a in [
            "modify-stored",
            "store",
            "validate",
            "delete",
            "clone",
            "export",
            "return-list",
        ] {
            assert!(n.contains(&a.to_string()), "{a} missing from {n:?}");
        }
    }

    #[test]
    fn submit_actions_carry_method_and_url_and_navigation_does_not() {
        let all = for_document(
            "t01",
            T01::workflow(),
            "STORED",
            UserType::Trader,
            Some("abc"),
        );
        let store = all.iter().find(|a| a.name == "store").unwrap();
        assert_eq!(
            (store.method.as_deref(), store.url.as_deref(), store.action),
            (Some("POST"), Some("/v1/t01/abc/store"), true)
        );
        let modify = all.iter().find(|a| a.name == "modify-stored").unwrap();
        assert_eq!(
            (modify.method.as_ref(), modify.url.as_ref(), modify.action),
            (None, None, false)
        );
        let delete = all.iter().find(|a| a.name == "delete").unwrap();
        assert_eq!(
            (delete.method.as_deref(), delete.url.as_deref()),
            (Some("DELETE"), Some("/v1/t01/abc"))
        );
    }

    #[test]
    fn every_export_format_is_offered_beside_export() {
        let all = for_document(
            "t01",
            T01::workflow(),
            "STORED",
            UserType::Trader,
            Some("abc"),
        );
        let with = with_export_formats(all.clone(), &["xml"]);
        assert_eq!(with.len(), all.len() + 1);
        let at = with.iter().position(|a| a.name == "export").unwrap();
        let xml = &with[at + 1];
        assert_eq!(
            (
                xml.name.as_str(),
                xml.method.as_deref(),
                xml.url.as_deref(),
                xml.action
            ),
            (
                "export-xml",
                Some("GET"),
                Some("/v1/t01/abc/export?format=xml"),
                false
            )
        );
        let new = for_document("t01", T01::workflow(), "NEW", UserType::Trader, None);
        assert_eq!(with_export_formats(new.clone(), &["xml"]), new);
    }

    #[test]
    fn officers_cannot_store_a_traders_declaration() {
        assert!(!names("STORED", UserType::Officer, Some("x")).contains(&"store".to_string()));
    }
}

/// The answer to an executed action (spec 4.2).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActionResult {
    pub id: Option<String>,
    pub message_type: Option<String>,
    /// In English; `text`, when set, is the same as a key of the text catalogue (`x-vama-texts`).
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<vama_rules::text::Text>,
    /// SUCCESS, INFO or ERROR.
    #[serde(rename = "type")]
    pub kind: String,
    pub operation: Option<String>,
    pub risk_color: Option<String>,
    /// The version the action produced, when it stored one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version: Option<i64>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub violations: Vec<ViolationDto>,
}
