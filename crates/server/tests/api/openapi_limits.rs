//! The OpenAPI document carries each kind's field limits, declared once in the rule crate
//! (issue 'Authorisations I' section 1: "the OpenAPI schemas carry them"): a client's own
//! software validates what the server will.

use serde_json::Value;

/// The schema of the property `path` (`/a/b`, `*` for an array's items) of the component
/// `root`, following references.
fn property<'a>(schemas: &'a Value, root: &str, path: &str) -> &'a Value {
    let mut at = &schemas[root];
    for key in path.split('/').skip(1) {
        at = resolved(schemas, at);
        at = if key == "*" {
            &at["items"]
        } else {
            &at["properties"][key]
        };
        assert!(!at.is_null(), "{root}{path}: no {key}");
    }
    resolved(schemas, at)
}

/// `schema` itself, or the component it refers to (through a `oneOf` with null).
fn resolved<'a>(schemas: &'a Value, schema: &'a Value) -> &'a Value {
    let reference = schema["$ref"].as_str().or_else(|| {
        schema["oneOf"]
            .as_array()?
            .iter()
            .find_map(|s| s["$ref"].as_str())
    });
    match reference {
        Some(r) => resolved(schemas, &schemas[r.rsplit('/').next().unwrap()]),
        None => schema,
    }
}

#[test]
fn the_schemas_carry_the_kinds_field_limits() {
    let api = serde_json::to_value(vama_server::openapi::document()).unwrap();
    let schemas = &api["components"]["schemas"];
    let limit = |root: &str, path: &str, key: &str| property(schemas, root, path)[key].clone();
    // spec 9: ACR's references max 40, the number of operations at least 0
    assert_eq!(
        limit(
            "ACRDocument",
            "/customsDecisionReferenceNumber",
            "maxLength"
        ),
        40
    );
    assert_eq!(limit("ACRDocument", "/operationsNumber", "minimum"), 0);
    // SSE: sealsType a description, 512
    assert_eq!(limit("SSEDocument", "/sealsType", "maxLength"), 512);
    // the shared party block: an EORI's length and format, for every kind that has parties
    for root in ["ACRDocument", "G01Document", "T01Document"] {
        assert_eq!(
            limit(root, "/applicant/EORINumber", "maxLength"),
            17,
            "{root}"
        );
        assert_eq!(
            limit(root, "/applicant/EORINumber", "pattern"),
            "^[A-Z]{2}[A-Za-z0-9]{1,15}$",
            "{root}"
        );
    }
    // a list's rows: the locations' city (an address, 35)
    assert_eq!(limit("ACTDocument", "/locations/*/city", "maxLength"), 35);
}
