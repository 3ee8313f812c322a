//! Who the SSO's claims say the user is: the user record they make, checked like an
//! administrator's form (`identity::UserForm`), or the refusal that names what is missing or
//! wrong (the attribute, and the claim that should carry it).

use serde_json::{Map, Value};
use sha2::{Digest, Sha256};
use vama_store::UserChange;

use super::{config::ClaimNames, Refusal};
use crate::identity::{check_username, UserForm, NAME_MAX};

/// The user a verified sign-in names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    pub subject: String,
    /// The user name the claims ask for (their `preferred_username`, or the fallback).
    pub username: String,
    /// The user name taken when another user already has `username`: stable for the subject.
    pub fallback_username: String,
    pub change: UserChange,
}

/// The portal's user type for a claim's value (case aside; the spec's synonyms included).
fn user_type_of(value: &str) -> Option<&'static str> {
    match value.to_ascii_lowercase().replace('-', "_").as_str() {
        "trader" => Some("trader"),
        "agent" | "representative" => Some("agent"),
        "officer" | "customs_officer" => Some("officer"),
        "admin" | "administrator" => Some(crate::auth::ADMIN),
        _ => None,
    }
}

/// A claim holding text.
fn text<'a>(claims: &'a Map<String, Value>, name: &str) -> Option<&'a str> {
    claims
        .get(name)
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|s| !s.is_empty())
}

/// A claim holding a list: a JSON array of strings, or one string of values separated by
/// spaces or commas (as many providers carry multi-valued attributes). `Err` for another shape.
fn list(claims: &Map<String, Value>, name: &str) -> Result<Option<Vec<String>>, ()> {
    match claims.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(
            s.split(|c: char| c.is_whitespace() || c == ',')
                .filter(|v| !v.is_empty())
                .map(str::to_owned)
                .collect(),
        )),
        Some(Value::Array(items)) => items
            .iter()
            .map(|v| v.as_str().map(|s| s.trim().to_owned()).ok_or(()))
            .collect::<Result<Vec<_>, ()>>()
            .map(Some),
        Some(_) => Err(()),
    }
}

/// The attribute an administrator's form field is, with the claim configured to carry it.
fn attribute<'a>(path: &str, names: &'a ClaimNames) -> (&'static str, &'a str) {
    let field = path.trim_start_matches('/').split('/').next().unwrap_or("");
    match field {
        "userType" => ("userType", &names.user_type),
        "eori" => ("eori", &names.eori),
        "linkedEoris" => ("linkedEoris", &names.linked_eoris),
        "customsOffices" => ("customsOffices", &names.customs_offices),
        "permissions" => ("permissions", &names.permissions),
        _ => ("displayName", &names.name),
    }
}

/// The user the claims (the ID token's and the user info's, merged) make, or why not.
pub fn identity_of(claims: &Map<String, Value>, names: &ClaimNames) -> Result<Identity, Refusal> {
    let subject = text(claims, "sub")
        .ok_or_else(|| Refusal::token("the ID token has no subject"))?
        .to_owned();
    let user_type = match text(claims, &names.user_type) {
        None => {
            return Err(Refusal::missing(vec![(
                "userType",
                names.user_type.clone(),
            )]))
        }
        Some(v) => user_type_of(v)
            .ok_or_else(|| Refusal::bad(vec![("userType", names.user_type.clone())]))?,
    };
    let mut bad = Vec::new();
    let mut list_of = |attr: &'static str, name: &String| {
        list(claims, name).unwrap_or_else(|()| {
            bad.push((attr, name.clone()));
            None
        })
    };
    let linked_eoris = list_of("linkedEoris", &names.linked_eoris).unwrap_or_default();
    let customs_offices = list_of("customsOffices", &names.customs_offices).unwrap_or_default();
    let permissions = list_of("permissions", &names.permissions);
    if !bad.is_empty() {
        return Err(Refusal::bad(bad));
    }

    let fallback_username = format!(
        "sso-{}",
        &hex::encode(Sha256::digest(subject.as_bytes()))[..16]
    );
    let username = text(claims, &names.username)
        .filter(|u| check_username(u).is_none())
        .map_or_else(|| fallback_username.clone(), str::to_owned);
    // A name is shown, not checked: one longer than NCTS's 70 characters is shortened.
    let display_name: String = text(claims, &names.name)
        .unwrap_or(&username)
        .chars()
        .take(NAME_MAX)
        .collect();
    // Officers' offices and parties' EORIs only where the type has them: a provider that sends
    // every attribute to every user does not make a trader's record wrong.
    let officer = user_type == "officer";
    let party = matches!(user_type, "trader" | "agent");
    let form = UserForm {
        user_type: user_type.to_owned(),
        display_name,
        eori: text(claims, &names.eori)
            .filter(|_| party)
            .map(str::to_owned),
        linked_eoris: if party { linked_eoris } else { Vec::new() },
        customs_offices: if officer { customs_offices } else { Vec::new() },
        permissions,
    };
    let findings = form.check();
    let (missing, wrong): (Vec<_>, Vec<_>) = findings
        .iter()
        .partition(|f| matches!(f.rule.as_str(), "required" | "at-least-one-member"));
    if !missing.is_empty() {
        let named = missing.iter().map(|f| attribute(&f.path, names));
        return Err(Refusal::missing(
            named.map(|(a, c)| (a, c.to_owned())).collect(),
        ));
    }
    if !wrong.is_empty() {
        let mut named: Vec<_> = wrong
            .iter()
            .map(|f| attribute(&f.path, names))
            .map(|(a, c)| (a, c.to_owned()))
            .collect();
        named.dedup();
        return Err(Refusal::bad(named));
    }
    Ok(Identity {
        subject,
        username,
        fallback_username,
        change: form.change(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn claims(v: Value) -> Map<String, Value> {
        v.as_object().unwrap().clone()
    }

    fn refusal(v: Value) -> (String, Vec<String>) {
        match identity_of(&claims(v), &ClaimNames::default()) {
            Err(r) => (
                r.reason.to_owned(),
                r.attributes.iter().map(|(a, _)| a.to_string()).collect(),
            ),
            Ok(i) => panic!("accepted: {i:?}"),
        }
    }

    #[test]
    fn an_agent_gets_its_eori_and_the_traders_it_represents_from_the_claims() {
        let i = identity_of(
            &claims(
                json!({"sub": "a1", "preferred_username": "ana.agent", "name": "Ana Agent",
                "user_type": "representative", "eori": "MD1003600000022",
                "linked_eoris": "MD1003600000001, MD1003600000002"}),
            ),
            &ClaimNames::default(),
        )
        .unwrap();
        assert_eq!(i.username, "ana.agent");
        assert_eq!(i.change.user_type, "agent");
        assert_eq!(i.change.eori.as_deref(), Some("MD1003600000022"));
        assert_eq!(
            i.change.linked_eoris,
            ["MD1003600000001", "MD1003600000002"]
        );
        assert!(i.change.permissions.contains(&"t01-applicant".to_owned()));
    }

    #[test]
    fn an_officer_serves_the_offices_the_claims_list_and_has_the_permissions_they_give() {
        let i = identity_of(
            &claims(
                json!({"sub": "o1", "user_type": "customs-officer", "eori": "MD1",
                "customs_offices": ["MD100100", "MD200200"], "permissions": ["t01-read"]}),
            ),
            &ClaimNames::default(),
        )
        .unwrap();
        assert_eq!(i.change.customs_offices, ["MD100100", "MD200200"]);
        assert_eq!(i.change.eori, None, "an officer has no EORI here");
        assert_eq!(i.change.permissions, ["t01-read"]);
        assert!(
            i.username.starts_with("sso-"),
            "no preferred_username: {}",
            i.username
        );
        assert_eq!(i.change.display_name, i.username);
    }

    #[test]
    fn a_user_whose_claims_lack_what_their_type_needs_is_refused_naming_the_attribute() {
        assert_eq!(
            refusal(json!({"sub": "o2", "user_type": "officer"})),
            (
                "missing-attribute".to_owned(),
                vec!["customsOffices".to_owned()]
            )
        );
        assert_eq!(
            refusal(json!({"sub": "t2", "user_type": "trader"})),
            ("missing-attribute".to_owned(), vec!["eori".to_owned()])
        );
        assert_eq!(
            refusal(json!({"sub": "x"})),
            ("missing-attribute".to_owned(), vec!["userType".to_owned()])
        );
    }

    #[test]
    fn a_wrong_value_is_refused_naming_the_attribute() {
        assert_eq!(
            refusal(json!({"sub": "x", "user_type": "pirate"})).1,
            ["userType"]
        );
        assert_eq!(
            refusal(json!({"sub": "x", "user_type": "trader", "eori": "not an eori"})).1,
            ["eori"]
        );
        assert_eq!(
            refusal(json!({"sub": "x", "user_type": "officer", "customs_offices": 7})).1,
            ["customsOffices"]
        );
    }

    #[test]
    fn the_claim_names_are_the_deployments() {
        let names = ClaimNames {
            eori: "urn:eu:eori".into(),
            ..ClaimNames::default()
        };
        let i = identity_of(
            &claims(json!({"sub": "t3", "user_type": "trader", "urn:eu:eori": "MD1003600000001"})),
            &names,
        )
        .unwrap();
        assert_eq!(i.change.eori.as_deref(), Some("MD1003600000001"));
    }
}
