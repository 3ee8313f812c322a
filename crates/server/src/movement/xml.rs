//! `GET /v1/t01/{id}/messages/{messageId}/xml`: the NCTS XML the message log keeps for one
//! message (issue 5), as a file, for whoever may see the declaration (404 otherwise, and for
//! a message without XML).

use axum::{
    extract::State,
    http::{header, HeaderValue},
    response::{IntoResponse, Response},
};
use vama_rules::{t01::T01, Kind};

use crate::{
    auth::CurrentUser,
    documents::permission::{require, Need},
    error::{ApiError, ApiResult},
    json::ApiPath,
    state::AppState,
};

pub async fn message_xml(
    State(state): State<AppState>,
    user: CurrentUser,
    ApiPath((id, message_id)): ApiPath<(String, String)>,
) -> ApiResult<Response> {
    require(&user, T01::NAME, Need::Read)?;
    let missing = || ApiError::not_found(format!("No message {message_id} with XML in t01 {id}"));
    let number: i64 = message_id.parse().map_err(|_| missing())?;
    let record = state
        .store
        .message_xml(T01::NAME, &id, number, &user.access())
        .await?
        .ok_or_else(missing)?;
    let xml = record.xml.ok_or_else(missing)?;
    // The payload names the MRN (or the LRN before one) the message was sent under.
    let payload: serde_json::Value = serde_json::from_str(&record.payload).unwrap_or_default();
    let reference = ["mrn", "lrn"]
        .iter()
        .find_map(|k| {
            payload
                .get(k)
                .and_then(|v| v.as_str())
                .filter(|s| !s.is_empty())
        })
        .map(str::to_owned)
        .unwrap_or(id);
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/xml; charset=utf-8"),
            ),
            (
                header::CONTENT_DISPOSITION,
                disposition(&record.message_type, &reference),
            ),
        ],
        xml,
    )
        .into_response())
}

/// `attachment; filename="IE029-<MRN>.xml"`, with only letters, digits and `-` from the data.
fn disposition(message_type: &str, reference: &str) -> HeaderValue {
    let safe = |s: &str, n: usize| -> String {
        s.chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
            .take(n)
            .collect()
    };
    let name = format!(
        "attachment; filename=\"{}-{}.xml\"",
        safe(message_type, 8),
        safe(reference, 64)
    );
    HeaderValue::from_str(&name).unwrap_or(HeaderValue::from_static("attachment"))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_file_name_keeps_only_safe_characters() {
        let v = super::disposition("IE029", "26MD\"000;\r\n1J5");
        assert_eq!(v, "attachment; filename=\"IE029-26MD0001J5.xml\"");
    }
}
