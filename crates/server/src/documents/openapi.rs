//! The OpenAPI description of a kind's document routes. The handlers are generic over the
//! kind, so their description is generated per kind from one template rather than from
//! per-handler annotations (which would have to be repeated for every kind).

use serde_json::{json, Value};
use utoipa::openapi::{path::Paths, OpenApi, RefOr, Schema};

use super::{
    list_columns::{ListColumn, Shows},
    search,
};

pub(crate) fn err(description: &str) -> Value {
    json!({"description": description, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}}})
}

pub(crate) fn ok(schema: &str, description: &str) -> Value {
    json!({"description": description, "content": {"application/json": {"schema": {"$ref": format!("#/components/schemas/{schema}")}}}})
}

pub(crate) fn path_param(name: &str, kind: &str) -> Value {
    json!({"name": name, "in": "path", "required": true, "schema": {"type": kind}})
}

pub(crate) fn document_body(schema: &str) -> Value {
    json!({"required": true, "content": {"application/json": {"schema": {"$ref": format!("#/components/schemas/{schema}")}}}})
}

/// Adds `GET /v1/{kind}/{id}/messages/{messageId}/xml`: the NCTS XML of one message of the
/// log (issue 5).
pub fn describe_message_xml(api: &mut OpenApi, kind: &str) {
    let paths = json!({
        format!("/v1/{kind}/{{id}}/messages/{{messageId}}/xml"): {"get": {"tags": [kind],
            "operationId": format!("{kind}MessageXml"),
            "summary": "The NCTS Phase 5 XML of one message of the log (messages with hasXml), valid against its own schema; Content-Disposition names it IE029-<MRN>.xml",
            "parameters": [path_param("id", "string"),
                {"name": "messageId", "in": "path", "required": true, "schema": {"type": "string"}, "description": "The message's id in the document's messages"}],
            "responses": {
                "200": {"description": "The message's XML", "content": {"application/xml": {"schema": {"type": "string"}}}},
                "401": err("Not signed in"),
                "404": err("No such document or message, not yours, or a message without XML")}}},
    });
    match serde_json::from_value::<Paths>(paths) {
        Ok(paths) => api.paths.merge(paths),
        Err(e) => tracing::error!(%e, "could not describe the {kind} message XML route"),
    }
}

fn merge(api: &mut OpenApi, paths: Value, what: &str) {
    match serde_json::from_value::<Paths>(paths) {
        Ok(paths) => api.paths.merge(paths),
        Err(e) => tracing::error!(%e, "could not describe the {what} routes"),
    }
}

/// A `multipart/form-data` body of one file part (`documents::upload`).
fn one_file_form() -> Value {
    json!({"schema": {"type": "object", "required": ["file"],
        "properties": {"file": {"type": "string", "format": "binary", "description": "The one file part (any field name)"}}}})
}

/// Adds the attachment routes of `kind` (`documents::attachments`).
pub fn describe_attachments(api: &mut OpenApi, kind: &str) {
    use super::attachments::{EMPTY, MAX_FILES, MAX_FILE_BYTES, TOO_LARGE, TOO_MANY, WRONG_TYPE};
    let tag = [kind];
    let (id, attachment) = (
        path_param("id", "string"),
        path_param("attachment_id", "string"),
    );
    let missing = err("No such document or attachment, or not yours");
    let may_not = err("Not allowed to change this document's attachments, or missing CSRF token");
    let not_now = err("The document's status does not allow changing its attachments");
    let dto = json!({"$ref": "#/components/schemas/AttachmentDto"});
    let binary = json!({"schema": {"type": "string", "format": "binary"}});
    let refused = format!(
        "Refused, with one violation at /files: '{WRONG_TYPE}', '{TOO_LARGE}' (more than {MAX_FILE_BYTES} bytes), '{EMPTY}' or '{TOO_MANY}' (the document has {MAX_FILES} already)"
    );
    let paths = json!({
        format!("/v1/{kind}/{{id}}/attachments"): {
            "get": {"tags": tag, "operationId": format!("{kind}Attachments"),
                "summary": "The document's attachments, oldest first", "parameters": [id],
                "responses": {"200": {"description": "The attachments (no bytes)", "content": {"application/json": {"schema": {"type": "array", "items": dto}}}},
                    "401": err("Not signed in"), "404": missing}},
            "post": {"tags": tag, "operationId": format!("{kind}AttachmentUpload"),
                "summary": "Attach a PDF, PNG, JPEG or BMP file (recognised by its content, not its name or content type), at most 4000 KB",
                "parameters": [id, {"name": "X-File-Name", "in": "header", "required": false, "schema": {"type": "string"},
                    "description": "The file's name, percent-encoded UTF-8 (encodeURIComponent); paths, quotes and control characters are removed"}],
                "requestBody": {"required": true,
                    "description": "The file's bytes (named by X-File-Name), or a multipart/form-data form (a browser's form, curl -F) of one file part, named by the part's filename",
                    "content": {"application/octet-stream": binary, "multipart/form-data": one_file_form()}},
                "responses": {"201": {"description": "Attached", "content": {"application/json": {"schema": dto}}},
                    "400": err("Bad file name header, or a form that is not one file"), "401": err("Not signed in"), "403": may_not, "404": missing, "409": not_now, "422": err(&refused)}}},
        format!("/v1/{kind}/{{id}}/attachments/{{attachment_id}}"): {
            "get": {"tags": tag, "operationId": format!("{kind}AttachmentDownload"),
                "summary": "Download one attachment: Content-Disposition attachment with the file's name, Content-Type from its content, X-Content-Type-Options nosniff",
                "parameters": [id, attachment],
                "responses": {"200": {"description": "The file", "content": {"application/pdf": binary, "image/png": binary, "image/jpeg": binary, "image/bmp": binary}},
                    "401": err("Not signed in"), "404": missing}},
            "delete": {"tags": tag, "operationId": format!("{kind}AttachmentDelete"),
                "summary": "Remove one attachment", "parameters": [id, attachment],
                "responses": {"204": {"description": "Removed"}, "401": err("Not signed in"), "403": may_not, "404": missing, "409": not_now}}},
    });
    merge(api, paths, &format!("{kind} attachment"));
}

/// Adds the saved-template routes of `kind` (`documents::templates`).
pub fn describe_templates(api: &mut OpenApi, kind: &str) {
    use super::templates::{MAX_TEMPLATES, MAX_TEMPLATE_BYTES, NAME_MAX};
    let tag = [kind];
    let doc = format!("{}Document", kind.to_uppercase());
    let id = path_param("template_id", "string");
    let dto = json!({"$ref": "#/components/schemas/TemplateDto"});
    let forbidden = err("Without the permission to file this kind, or missing CSRF token");
    let missing = err("No such template, or not yours");
    let paths = json!({
        format!("/v1/{kind}/templates"): {
            "get": {"tags": tag, "operationId": format!("{kind}Templates"),
                "summary": "The user's saved templates of this kind, by name (each user sees only their own)",
                "responses": {"200": {"description": "The templates (no documents)", "content": {"application/json": {"schema": {"type": "array", "items": dto}}}},
                    "401": err("Not signed in"), "403": forbidden}},
            "post": {"tags": tag, "operationId": format!("{kind}TemplateSave"),
                "summary": format!("Save a document as a template under a name (1 to {NAME_MAX} characters); the user's template of that name is replaced. The document keeps no identity (what a clone clears). At most {MAX_TEMPLATES} templates per user and kind"),
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object", "required": ["name", "document"],
                    "properties": {"name": {"type": "string", "maxLength": NAME_MAX}, "document": {"$ref": format!("#/components/schemas/{doc}")}}}}}},
                "responses": {"201": {"description": "Saved", "content": {"application/json": {"schema": dto}}},
                    "400": err("Not valid JSON, or a document that does not fit the kind"), "401": err("Not signed in"), "403": forbidden,
                    "413": err("Too large"), "415": err("Not JSON"),
                    "422": err(&format!("A name that is empty, too long or holds control characters, or {MAX_TEMPLATES} templates already (one violation at /name); a document of more than {MAX_TEMPLATE_BYTES} bytes as kept (one violation at /document)"))}}},
        format!("/v1/{kind}/templates/{{template_id}}"): {
            "delete": {"tags": tag, "operationId": format!("{kind}TemplateDelete"),
                "summary": "Delete one of the user's templates", "parameters": [id],
                "responses": {"204": {"description": "Deleted"}, "401": err("Not signed in"), "403": forbidden, "404": missing}}},
        format!("/v1/{kind}/templates/{{template_id}}/document"): {
            "get": {"tags": tag, "operationId": format!("{kind}FromTemplate"),
                "summary": "A new document with the template's data, not yet stored (as a clone)", "parameters": [id],
                "responses": {"200": ok(&doc, "The new document"), "401": err("Not signed in"), "403": forbidden, "404": missing}}},
    });
    merge(api, paths, &format!("{kind} template"));
}

/// Adds `GET /v1/{kind}/export-list` (`documents::export_list`), whose file is `file_name`.xlsx.
pub fn describe_export_list(api: &mut OpenApi, kind: &str, file_name: &str) {
    let max = super::export_list::MAX_EXPORT_ROWS;
    let paths = json!({
        format!("/v1/{kind}/export-list"): {"get": {"tags": [kind], "operationId": format!("{kind}ExportList"),
            "summary": format!("The list as a spreadsheet ({file_name}.xlsx): every row the filter of q selects (its page is ignored), at most {max}, with the list's columns"),
            "parameters": [{"name": "q", "in": "query", "required": false, "schema": {"type": "string"},
                "description": "The search's URL-encoded JSON {criteria, sort}"}],
            "responses": {"200": {"description": "The workbook", "content": {super::export_list::XLSX: {"schema": {"type": "string", "format": "binary"}}}},
                "400": err("Bad request"), "401": err("Not signed in"), "422": err(&format!("The filter selects more than {max} rows"))}}},
    });
    merge(api, paths, &format!("{kind} export-list"));
}

/// Adds the paths of kind `kind` (e.g. `t01`) and its document schema to `api`: the kind's
/// model (`D`) plus the read-only parts the server merges in.
///
/// `export_formats` are the kind's export formats besides `json` (`ServedKind::EXPORT_FORMATS`;
/// every one of them is XML: T01's `xml` is the NCTS IE015, CC015C).
pub fn describe_kind<D: utoipa::ToSchema>(
    api: &mut OpenApi,
    kind: &str,
    title: &str,
    export_formats: &[&str],
    import_xml: Option<&str>,
) {
    let doc = format!("{}Document", kind.to_uppercase());
    let formats: Vec<&str> = std::iter::once("json")
        .chain(export_formats.iter().copied())
        .collect();
    let export_format = json!({"name": "format", "in": "query", "required": false,
        "schema": {"type": "string", "enum": formats, "default": "json"},
        "description": "json: the document with the spec's field names, to import again; xml: the NCTS Phase 5 message (T01: IE015, CC015C, valid against the DDNTA schema cc015c.xsd)"});
    let mut export_content =
        json!({"application/json": {"schema": {"$ref": format!("#/components/schemas/{doc}")}}});
    if !export_formats.is_empty() {
        export_content["application/xml"] = json!({"schema": {"type": "string"}});
    }
    let export_file = json!({"description": "The file (Content-Disposition names it, with the format's extension)", "content": export_content});
    let mut import_body = document_body(&doc);
    let mut import_summary = "Import an exported JSON file as a new document".to_owned();
    import_body["description"] = json!("The file as the body (its Content-Type, or its first character, tells JSON from XML), or a multipart/form-data form (a browser's form, curl -F) of one file part, told by the part's Content-Type or its content");
    import_body["content"]["multipart/form-data"] = one_file_form();
    if let Some(schema) = import_xml {
        import_body["content"]["application/xml"] = json!({"schema": {"type": "string"}});
        import_summary = format!("Import an exported JSON file, or an XML message valid against {schema} (when VAMA_NCTS_XSD_DIR is set; refused with the schema's errors otherwise), as a new document");
    }
    let tag = [kind];
    let (id, version, action) = (
        path_param("id", "string"),
        path_param("version", "integer"),
        path_param("action", "string"),
    );
    let (unauth, bad, missing) = (
        err("Not signed in"),
        err("Bad request"),
        err("No such document, or not yours"),
    );
    let forbidden = err("Not allowed, or missing CSRF token");
    let conflict = err("Not possible in the document's status, or a stale version");
    let paths = json!({
        format!("/v1/{kind}/info"): {"get": {"tags": tag, "operationId": format!("{kind}Info"),
            "summary": format!("A blank {title} with the defaults for the signed-in user, and its actions"),
            "responses": {"200": ok(&doc, "The blank document with its read-only parts"), "401": unauth}}},
        format!("/v1/{kind}/search"): {"get": {"tags": tag, "operationId": format!("{kind}Search"),
            "summary": "List with filters, sort and keyset paging",
            "parameters": [{"name": "q", "in": "query", "required": false, "schema": {"type": "string"},
                "description": "URL-encoded JSON {criteria: [{fieldName, operation, dataType, values}], sort: {field, direction}, page: {size, after}}"}],
            "responses": {"200": ok(&list_response(kind), "One page"), "400": bad, "401": unauth}}},
        format!("/v1/{kind}/import"): {"post": {"tags": tag, "operationId": format!("{kind}Import"),
            "summary": import_summary,
            "requestBody": import_body,
            "responses": {"200": ok("ActionResult", "Stored"), "400": err("Bad request: no file, a form that is not one file, not readable"), "401": unauth, "403": forbidden, "409": err("The holder already has a document with the file's LRN (the LRN is unique per holder); nothing stored"), "413": err("Too large"), "415": err("Neither JSON nor XML"), "422": err("Not valid against the schema, an LRN that is not one, or not allowed for this user"), "503": err("Schema validation could not run")}}},
        format!("/v1/{kind}/document/history/{{id}}/{{version}}"): {"get": {"tags": tag, "operationId": format!("{kind}History"),
            "summary": "An old version, read-only", "parameters": [id, version],
            "responses": {"200": ok(&doc, "The version"), "400": bad, "401": unauth, "404": missing}}},
        format!("/v1/{kind}/{{id}}/document"): {"get": {"tags": tag, "operationId": format!("{kind}Document"),
            "summary": "The current version with documentStatus, version, versions, history and actions", "parameters": [id],
            "responses": {"200": ok(&doc, "The document"), "401": unauth, "404": missing}}},
        format!("/v1/{kind}/{{id}}/clone/document"): {"get": {"tags": tag, "operationId": format!("{kind}Clone"),
            "summary": "A new document with the data of this one", "parameters": [id],
            "responses": {"200": ok(&doc, "The clone, not yet stored"), "401": unauth, "404": missing, "409": conflict, "403": forbidden}}},
        format!("/v1/{kind}/{{id}}/export"): {"get": {"tags": tag, "operationId": format!("{kind}Export"),
            "summary": "The document as a file: our JSON, or an exchange format of the kind", "parameters": [id, export_format],
            "responses": {"200": export_file, "400": err("Unknown export format"), "401": unauth, "404": missing, "409": conflict, "403": forbidden}}},
        format!("/v1/{kind}/{{id}}"): {
            "delete": {"tags": tag, "operationId": format!("{kind}Delete"), "summary": "Delete the document", "parameters": [id],
                "responses": {"200": ok("ActionResult", "Deleted"), "401": unauth, "403": forbidden, "404": missing, "409": conflict}},
            "post": {"tags": tag, "operationId": format!("{kind}ActNew"),
                "summary": "Execute an action on a document not yet stored (the id segment is the action name, e.g. store, validate)",
                "parameters": [path_param("id", "string")], "requestBody": document_body(&doc),
                "responses": {"200": ok("ActionResult", "The result"), "400": bad, "401": unauth, "403": forbidden, "404": err("Unknown action"), "405": err("Not a posting action"), "409": conflict, "413": err("Too large"), "415": err("Not JSON"), "422": err("Invalid")}}},
        format!("/v1/{kind}/{{id}}/{{action}}"): {"post": {"tags": tag, "operationId": format!("{kind}Act"),
            "summary": "Execute an action (store, validate, …) with the normalised form data", "parameters": [id, action],
            "requestBody": document_body(&doc),
            "responses": {"200": ok("ActionResult", "The result"), "400": bad, "401": unauth, "403": forbidden, "404": missing, "405": err("Not a posting action"), "409": conflict, "413": err("Too large"), "415": err("Not JSON"), "422": err("Invalid")}}},
    });
    match serde_json::from_value::<Paths>(paths) {
        Ok(paths) => api.paths.merge(paths),
        Err(e) => tracing::error!(%e, "could not describe the {kind} routes"),
    }
    let mut nested = Vec::new();
    D::schemas(&mut nested);
    let mut schema =
        serde_json::to_value(D::schema()).unwrap_or_else(|_| json!({"type": "object"}));
    let envelope = json!({
        "id": {"type": "string"},
        "documentStatus": {"type": "string"},
        "version": {"type": "integer", "format": "int64", "minimum": 0, "description": "The version loaded; send it back when storing"},
        "currentVersion": {"type": "integer", "format": "int64"},
        "versions": {"type": "array", "items": {"$ref": "#/components/schemas/VersionDto"}},
        "history": {"type": "array", "items": {"$ref": "#/components/schemas/HistoryDto"}},
        "messages": {"type": "array", "items": {"$ref": "#/components/schemas/MessageDto"}},
        "timers": {"type": "array", "items": {"$ref": "#/components/schemas/TimerDto"}},
        "actions": {"type": "array", "items": {"$ref": "#/components/schemas/ActionDto"}},
        "violations": {"type": "array", "items": {"$ref": "#/components/schemas/ViolationDto"}},
    });
    if let (Some(props), Some(extra)) = (
        schema.get_mut("properties").and_then(Value::as_object_mut),
        envelope.as_object(),
    ) {
        props.extend(extra.clone());
    }
    schema["description"] = json!(format!("A {title}: the document with the spec's field names, plus the read-only parts the server merges in"));
    let schema: Schema = serde_json::from_value(schema).unwrap_or_default();
    if let Some(components) = api.components.as_mut() {
        components.schemas.insert(doc, RefOr::T(schema));
        for (name, s) in nested {
            components.schemas.insert(name, s);
        }
    }
}

/// The name of the schema of a page of `kind`'s list.
pub fn list_response(kind: &str) -> String {
    format!("{}ListResponse", kind.to_uppercase())
}

/// Describes a page of `kind`'s list and its row (`T01ListItem`): the members every row has and
/// one per list column, as `search::row` writes them.
pub fn describe_list(api: &mut OpenApi, kind: &str, columns: &[ListColumn]) {
    let nullable = |t: &str| json!({"type": [t, "null"]});
    let mut properties = json!({
        "id": {"type": "string"},
        "kind": {"type": "string"},
        "status": {"type": "string"},
        "version": {"type": "integer", "format": "int64"},
        "holderEori": nullable("string"),
        "holderName": nullable("string"),
        "createdAtMs": {"type": "integer", "format": "int64"},
        "updatedAtMs": {"type": "integer", "format": "int64"},
    });
    for column in columns {
        if !search::holds(column) {
            continue;
        }
        let mut schema = match column.shows {
            Shows::Text => nullable("string"),
            Shows::Date => json!({"type": ["string", "null"], "format": "date"}),
            Shows::Instant => nullable("integer"),
            Shows::Amount(_) => json!({"type": ["string", "null"], "format": "decimal"}),
        };
        schema["description"] = json!(column.header);
        properties[column.field] = schema;
    }
    let required: Vec<&String> = properties
        .as_object()
        .map(|p| p.keys().collect())
        .unwrap_or_default();
    let item = json!({"type": "object", "description": format!("A row of the {kind} list"),
        "properties": properties, "required": required});
    let item_name = format!("{}ListItem", kind.to_uppercase());
    let page = json!({"type": "object", "required": ["items", "next"], "properties": {
        "items": {"type": "array", "items": {"$ref": format!("#/components/schemas/{item_name}")}},
        "next": {"type": ["string", "null"], "description": "Pass as page.after for the next page; null on the last page"}}});
    let Some(components) = api.components.as_mut() else {
        return;
    };
    for (name, schema) in [(item_name, item), (list_response(kind), page)] {
        // the shapes above are fixed: one utoipa cannot read is a mistake here, which the
        // OpenAPI tests meet at once, never a document's
        let schema = serde_json::from_value::<Schema>(schema)
            .unwrap_or_else(|e| panic!("the {name} schema is not OpenAPI: {e}"));
        components.schemas.insert(name, RefOr::T(schema));
    }
}

/// Writes a kind's field limits (declared once, as data: `vama_rules::limits`)
/// into its document schema: `maxLength`, `minLength`, `pattern`, `minimum`, `maximum` on the
/// property each pattern names, following arrays' items and references into the shared
/// components (a block's limits are the same wherever the block is used).
pub fn apply_limits(api: &mut OpenApi, kind: &str, limits: &vama_rules::limits::Limits) {
    let Some(components) = api.components.as_mut() else {
        return;
    };
    let mut all: serde_json::Map<String, Value> = components
        .schemas
        .iter()
        .filter_map(|(name, s)| Some((name.clone(), serde_json::to_value(s).ok()?)))
        .collect();
    one_object_each(&mut all);
    let root = format!("{}Document", kind.to_uppercase());
    for (pattern, limit) in limits.iter() {
        let keys: Vec<&str> = pattern.split('/').skip(1).collect();
        patch(&mut all, &root, &keys, limit);
    }
    for (name, value) in all {
        if let Ok(schema) = serde_json::from_value::<RefOr<Schema>>(value) {
            components.schemas.insert(name, schema);
        }
    }
}

/// The component a schema refers to (`$ref`, or the one reference of a `oneOf`/`anyOf`/`allOf`
/// with null), if any.
fn referred(schema: &Value) -> Option<String> {
    if let Some(r) = schema.get("$ref").and_then(Value::as_str) {
        return r.rsplit('/').next().map(str::to_owned);
    }
    ["oneOf", "anyOf", "allOf"]
        .iter()
        .find_map(|k| schema.get(*k)?.as_array()?.iter().find_map(referred))
}

/// A section that flattens shared blocks (`#[serde(flatten)]`, which utoipa writes as an
/// `allOf` of the blocks' references and the section's own fields) described as the one
/// object it is: its fields, the blocks' included, as properties of its own, so that each
/// field's limits have a place and a client sees the shape the document has.
fn one_object_each(all: &mut serde_json::Map<String, Value>) {
    let parted: Vec<String> = all
        .iter()
        .filter(|(_, s)| s.get("allOf").is_some() && s.get("properties").is_none())
        .map(|(name, _)| name.clone())
        .collect();
    for name in parted {
        let mut object = json!({"type": "object", "properties": {}});
        fields_of(&all[&name], all, &mut object);
        if let Some(description) = all[&name].get("description") {
            object["description"] = description.clone();
        }
        all.insert(name, object);
    }
}

/// The properties and required fields of `schema` and of the parts it is made of into `into`.
fn fields_of(schema: &Value, all: &serde_json::Map<String, Value>, into: &mut Value) {
    if let Some(name) = schema.get("$ref").and_then(Value::as_str) {
        let name = name.rsplit('/').next().unwrap_or(name);
        if let Some(part) = all.get(name) {
            fields_of(part, all, into);
        }
        return;
    }
    if let Some(own) = schema.get("properties").and_then(Value::as_object) {
        if let Some(props) = into["properties"].as_object_mut() {
            props.extend(own.clone());
        }
    }
    if let Some(required) = schema.get("required").and_then(Value::as_array) {
        let list = into
            .as_object_mut()
            .map(|o| o.entry("required").or_insert_with(|| json!([])));
        if let Some(Value::Array(list)) = list {
            list.extend(required.iter().cloned());
        }
    }
    for part in schema
        .get("allOf")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        fields_of(part, all, into);
    }
}

fn patch(
    all: &mut serde_json::Map<String, Value>,
    component: &str,
    keys: &[&str],
    limit: &vama_rules::limits::Limit,
) {
    let Some((first, rest)) = keys.split_first() else {
        return;
    };
    let Some(property) = all
        .get_mut(component)
        .and_then(|c| c.get_mut("properties"))
        .and_then(|p| p.get_mut(*first))
    else {
        return;
    };
    // Through an array to its items: `*`.
    let (target, rest) = match rest.split_first() {
        Some((&"*", tail)) => (property.get_mut("items"), tail),
        _ => (Some(property), rest),
    };
    let Some(target) = target else {
        return;
    };
    if rest.is_empty() {
        write_limit(target, limit);
        return;
    }
    if let Some(next) = referred(target) {
        patch(all, &next, rest, limit);
    }
}

fn write_limit(schema: &mut Value, limit: &vama_rules::limits::Limit) {
    let Some(object) = schema.as_object_mut() else {
        return;
    };
    if let Some(n) = limit.max_length {
        object.insert("maxLength".into(), json!(n));
    }
    if let Some(n) = limit.min_length {
        object.insert("minLength".into(), json!(n));
    }
    if limit.alphanumeric {
        object.insert("pattern".into(), json!("^[A-Za-z0-9]*$"));
    }
    if limit.digits {
        object.insert("pattern".into(), json!("^[0-9]*$"));
    }
    if let Some(format) = limit.format {
        object.insert("pattern".into(), json!(format.pattern()));
    }
    if let Some(n) = limit.minimum {
        object.insert("minimum".into(), json!(n));
    }
    if let Some(n) = limit.maximum {
        object.insert("maximum".into(), json!(n));
    }
}
