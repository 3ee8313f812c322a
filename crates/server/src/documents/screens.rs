//! Where the web app shows each kind of the registry, published with the OpenAPI document
//! (`x-vama-documents`) so that the web's routes, navigation and kind types are generated from
//! the one registry ([`vama_rules::for_each_kind!`]) instead of written again by hand.

use serde_json::{json, Value};
use vama_rules::Kind;

use super::kinds::ServedKind;

/// Who sees a navigation entry: the user types of `UserType` (`admin` reads no document).
pub const DOCUMENT_USERS: &[&str] = &["trader", "agent", "officer"];

/// An entry of the main navigation that leads to a kind's screens.
pub struct NavEntry {
    /// Where it leads (a route of the spec).
    pub path: &'static str,
    /// Its label's key under `nav.` in the web app's texts.
    pub label: &'static str,
    /// The user types that see it; the server refuses the screens' calls to the others anyway.
    pub user_types: &'static [&'static str],
}

/// Where a kind's screens live in the web app.
pub struct Screens {
    /// The kind's list; `new`, `view/{id}`, `modify/{id}`… are below it (transit-declaration.md
    /// 2.1, guarantee.md 2, authorisations.md 2).
    pub route: String,
    /// The web app's feature that draws them: kinds of one area share its pages.
    pub area: &'static str,
    /// The navigation entries of the area; an entry several kinds name is shown once.
    pub nav: &'static [NavEntry],
}

/// The registry as the web app reads it: every kind's name (the engine's and the API's), route
/// and area, in the registry's order; the navigation entries of all areas, each once; and the
/// forms of a kind's actions that the engine evaluates like a kind.
pub fn registry() -> Value {
    let mut kinds = Vec::new();
    let mut nav: Vec<Value> = Vec::new();
    let mut add = |name: &str, screens: Screens| {
        kinds.push(json!({ "name": name, "route": screens.route, "area": screens.area }));
        for entry in screens.nav {
            let entry =
                json!({ "path": entry.path, "label": entry.label, "userTypes": entry.user_types });
            if !nav.contains(&entry) {
                nav.push(entry);
            }
        }
    };
    macro_rules! each {
        ($($kind:ty),* $(,)?) => {
            $(add(<$kind as Kind>::NAME, <$kind as ServedKind>::screens());)*
        };
    }
    vama_rules::for_each_kind!(each);
    json!({
        "kinds": kinds,
        "nav": nav,
        "engineForms": vama_rules::engine::form_names(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_the_registry_has_its_screens_and_each_navigation_entry_is_listed_once() {
        let registry = registry();
        let kinds = registry["kinds"].as_array().unwrap();
        assert_eq!(kinds.len(), vama_rules::engine::kind_names().len());
        let route = |name: &str| {
            kinds.iter().find(|k| k["name"] == name).unwrap()["route"]
                .as_str()
                .unwrap()
                .to_owned()
        };
        assert_eq!(route("t01"), "/transits/t01");
        assert_eq!(route("g01"), "/guarantees/g01");
        assert_eq!(route("acr"), "/authorisations/acr");
        let paths: Vec<&str> = registry["nav"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["path"].as_str().unwrap())
            .collect();
        assert_eq!(
            paths,
            [
                "/transits/t01",
                "/transits/atr",
                "/guarantees/g01",
                "/authorisations"
            ]
        );
    }
}
