//! The answer to a server action (spec 3.6 "Action result: id, messageType, message, type,
//! operation, riskColor"; 4.2). Not part of the document: the server answers it after an
//! action (its `ActionResult` carries these fields plus the version and violations). Kept here
//! so that pure code (the browser's notification rules) can read one. No OpenAPI schema: the
//! server's answer type is the one the API describes.

use serde::{Deserialize, Serialize};

use super::RiskColor;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ActionResult {
    /// Kept as the new id (spec 4.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// INFO, ERROR or SUCCESS.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operation: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub risk_color: Option<RiskColor>,
}

impl ActionResult {
    /// Spec 4.2: the second notification, in the risk colour, is shown "unless the operation
    /// is SELECTED with risk colour GREEN, or the risk colour is NO_COLOR" (and, naturally,
    /// only when there is a colour).
    pub fn shows_risk_notification(&self) -> bool {
        match self.risk_color {
            None | Some(RiskColor::NoColor) => false,
            Some(RiskColor::Green) => self.operation.as_deref() != Some("SELECTED"),
            Some(_) => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn risk_notification_follows_4_2() {
        let result = |operation: &str, colour: Option<RiskColor>| ActionResult {
            operation: Some(operation.into()),
            risk_color: colour,
            ..ActionResult::default()
        };
        assert!(!result("SELECTED", Some(RiskColor::Green)).shows_risk_notification());
        assert!(result("SELECTED", Some(RiskColor::Red)).shows_risk_notification());
        assert!(result("RELEASED", Some(RiskColor::Green)).shows_risk_notification());
        assert!(!result("RELEASED", Some(RiskColor::NoColor)).shows_risk_notification());
        assert!(!result("RELEASED", None).shows_risk_notification());
        let parsed: ActionResult = serde_json::from_str(
            r#"{"id":"1","type":"INFO","operation":"SELECTED","riskColor":"NO_COLOR"}"#,
        )
        .unwrap();
        assert_eq!(parsed.risk_color, Some(RiskColor::NoColor));
    }
}
