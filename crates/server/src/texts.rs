//! The texts users read, by key (issue 18): the rule engine's catalogue (`vama_rules::text`)
//! published in the OpenAPI document (`x-vama-texts`) as `{key: English}`, so that the web app
//! takes its English from here and checks that each of its other locales translates every key.

use serde_json::{Map, Value};

pub fn catalogue() -> Value {
    let texts: Map<String, Value> = vama_rules::text::ENGLISH
        .iter()
        .map(|(key, english)| ((*key).to_owned(), Value::from(*english)))
        .collect();
    Value::Object(texts)
}
